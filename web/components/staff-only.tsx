// Mirrors the server's rule in the UI, from the same permission table (shared/permissions.ts): staff screens
// render their forms only for a caller who may write content (role and verified email from GET /api/v1/me).
// The server refuses the calls anyway (401/403); this only spares a dead form.
import type { ReactNode } from "react";
import { canWriteContent } from "../../shared/permissions";
import { T, T_STAFF } from "../../shared/texts";
import { useMe } from "../lib/me";
import { useSession } from "../lib/session";
import { SavezSwitcher } from "./savez-switcher";
import { Alert } from "./ui/alert";
import { PageLayout } from "./ui/page-layout";
import { Spinner } from "./ui/spinner";

/** True once the server's view of the caller may write content; false while loading or otherwise. */
export function useIsStaff(): boolean {
  const { data } = useMe();
  return !!data && canWriteContent(data);
}

/** Renders `children` for staff; otherwise the reason ('Please login first', not staff) or a spinner. */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const { data, error, isLoading } = useMe();
  const isStaff = useIsStaff();
  if (!token) return <Alert severity="info">{T.pleaseLogin}</Alert>;
  if (isLoading) return <Spinner label={T.loading} />;
  if (error || !data) return <Alert severity="error">{T.genericError}</Alert>;
  if (!isStaff) return <Alert severity="error">{T_STAFF.samoOsoblje}</Alert>;
  return <>{children}</>;
}

/**
 * A staff screen: its page layout (narrow unless it holds a wide table) around content only staff see, led by
 * the federation switcher for someone who works for more than one (the screen's writes go to that federation).
 */
export function StaffPage({
  title,
  narrow = true,
  children,
}: {
  title: string;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <PageLayout title={title} narrow={narrow}>
      <StaffOnly>
        <SavezSwitcher />
        {children}
      </StaffOnly>
    </PageLayout>
  );
}
