// The admin area's guard, from the permission table (shared/permissions.ts canManageFederations): its screens
// render only for a platform admin with a verified email, as GET /api/v1/me reports. The server refuses the
// calls anyway (401/403); this only spares a dead screen. Also the drawer's one admin link.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ROUTES } from "../../shared/paths";
import { canManageFederations } from "../../shared/permissions";
import { T, T_ADMIN } from "../../shared/texts";
import { useMe } from "../lib/me";
import { useSession } from "../lib/session";
import { Alert } from "./ui/alert";
import { PageLayout } from "./ui/page-layout";
import { Spinner } from "./ui/spinner";

/** True once the server's view of the caller may manage federations and roles; false while loading or otherwise. */
export function useIsAdmin(): boolean {
  const { data } = useMe();
  return !!data && canManageFederations(data);
}

/** Renders `children` for admins; otherwise the reason ('Please login first', not an admin) or a spinner. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const { data, error, isLoading } = useMe();
  const isAdmin = useIsAdmin();
  if (!token) return <Alert severity="info">{T.pleaseLogin}</Alert>;
  if (isLoading) return <Spinner label={T.loading} />;
  if (error || !data) return <Alert severity="error">{T.genericError}</Alert>;
  if (!isAdmin) return <Alert severity="error">{T_ADMIN.samoAdministratori}</Alert>;
  return <>{children}</>;
}

/** An admin screen: its page layout (wide unless `narrow`) around content only admins see. */
export function AdminPage({
  title,
  narrow = false,
  children,
}: {
  title: string;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <PageLayout title={title} narrow={narrow}>
      <AdminOnly>{children}</AdminOnly>
    </PageLayout>
  );
}

/** The drawer's 'Administracija' entry, a list item shown to admins only. */
export function AdminDrawerLink({ onClick }: { onClick: () => void }) {
  if (!useIsAdmin()) return null;
  return (
    <li>
      <Link to={ROUTES.admin} onClick={onClick}>
        {T_ADMIN.navAdmin}
      </Link>
    </li>
  );
}
