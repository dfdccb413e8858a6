// The admin area's guard, from the permission table (shared/permissions.ts canManageFederations): its screens
// render only for a platform admin with a verified email, as GET /api/v1/me reports. The server refuses the
// calls anyway (401/403); this only spares a dead screen. The drawer shows its admin link by useIsAdmin.
import type { ReactNode } from "react";
import { canManageFederations } from "../../shared/permissions";
import { T_ADMIN } from "../../shared/texts";
import { GuardedPage, useAllowed } from "./role-guard";

/** True once the server's view of the caller may manage federations and roles; false while loading or otherwise. */
export function useIsAdmin(): boolean {
  return useAllowed(canManageFederations);
}

/** An admin screen: its wide page layout around content only admins see. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <GuardedPage title={title} narrow={false} allows={canManageFederations} refusal={T_ADMIN.samoAdministratori}>
      {children}
    </GuardedPage>
  );
}
