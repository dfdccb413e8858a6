// Mirrors the server's rule in the UI, from the same permission table (shared/permissions.ts): staff screens
// render their forms only for a caller who may write content (role and verified email from GET /api/v1/me).
// The server refuses the calls anyway (401/403); this only spares a dead form.
import type { ComponentType } from "react";
import { canWriteContent } from "../../shared/permissions";
import { T_STAFF } from "../../shared/texts";
import { GuardedPage, useAllowed } from "./role-guard";
import { SavezSwitcher } from "./savez-switcher";

/** True once the server's view of the caller may write content; false while loading or otherwise. */
export function useIsStaff(): boolean {
  return useAllowed(canWriteContent);
}

/**
 * A staff screen's route component (the `Component` a lazy route module exports): the page layout titled
 * `title` (narrow unless it holds a wide table) around `Screen`, which only staff see, led by the federation
 * switcher for someone who works for more than one (the screen's writes go to that federation).
 */
export function staffScreen(title: string, Screen: ComponentType, { narrow = true }: { narrow?: boolean } = {}) {
  return function Component() {
    return (
      <GuardedPage title={title} narrow={narrow} allows={canWriteContent} refusal={T_STAFF.samoOsoblje}>
        <SavezSwitcher />
        <Screen />
      </GuardedPage>
    );
  };
}
