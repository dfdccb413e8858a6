// The admin area's guard, from the permission table (shared/permissions.ts canAdminister): its screens render
// only for a caller who may manage federations, people, roles or invitations (platform admins with a verified
// email), as GET /api/v1/me reports. The server refuses the calls anyway (401/403); this only spares a dead
// screen. The drawer shows its admin link by useCanAdminister.
import type { ReactNode } from "react";
import { canAdminister } from "../../shared/permissions";
import { T_ADMIN } from "../../shared/texts";
import { GuardedPage, useAllowed } from "./role-guard";

/** True once the server's view of the caller may use the admin area; false while loading or otherwise. */
export function useCanAdminister(): boolean {
  return useAllowed(canAdminister);
}

/** An admin screen: its wide page layout around content only those who may administer see. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <GuardedPage title={title} narrow={false} allows={canAdminister} refusal={T_ADMIN.samoAdministratori}>
      {children}
    </GuardedPage>
  );
}
