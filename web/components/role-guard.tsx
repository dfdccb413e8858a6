// The guard of the staff and admin screens, from the permission table (shared/permissions.ts): a screen renders
// only for a caller the permission question lets in (role and verified email from GET /api/v1/me). The server
// refuses the calls anyway (401/403); this only spares a dead screen.
import type { ReactNode } from "react";
import { can, type Action, type Resource, type Subject } from "../../shared/permissions";
import { T } from "../../shared/texts";
import { useMe } from "../lib/me";
import { useSession } from "../lib/session";
import { Alert } from "./ui/alert";
import { PageLayout } from "./ui/page-layout";
import { Spinner } from "./ui/spinner";
import { VerifyEmailNotice } from "./verify-email-notice";

/** A question of the permission table about the caller, e.g. canWriteContent. */
export type PermissionCheck = (subject: Subject) => boolean;

/** True once the server's view of the caller passes `allows`; false while loading or otherwise. */
export function useAllowed(allows: PermissionCheck): boolean {
  const { data } = useMe();
  return !!data && allows(data);
}

/** True once the server's view of the caller may do `action` to some `resource` (shared/permissions.ts can). */
export function useCan(action: Action, resource: Resource): boolean {
  return useAllowed((subject) => can(subject, action, resource) !== null);
}

/** True when only the unverified email keeps the caller out: verifying it is the way in, not a refusal. */
export function waitsForVerifiedEmail(allows: PermissionCheck, subject: Subject): boolean {
  return !subject.emailVerified && !allows(subject) && allows({ ...subject, emailVerified: true });
}

/**
 * Renders `children` for a caller `allows` lets in; otherwise the reason ('Please login first', the verify
 * notice, `refusal`) or a spinner.
 */
export function RoleGuard({
  allows,
  refusal,
  children,
}: {
  allows: PermissionCheck;
  refusal: string;
  children: ReactNode;
}) {
  const { token } = useSession();
  const { data, error, isLoading } = useMe();
  if (!token) return <Alert severity="info">{T.pleaseLogin}</Alert>;
  if (isLoading) return <Spinner label={T.loading} />;
  if (error || !data) return <Alert severity="error">{T.genericError}</Alert>;
  if (waitsForVerifiedEmail(allows, data)) return <VerifyEmailNotice />;
  if (!allows(data)) return <Alert severity="error">{refusal}</Alert>;
  return <>{children}</>;
}

/** A guarded screen: its page layout titled `title` around `children`, which only callers `allows` lets in see. */
export function GuardedPage({
  title,
  narrow,
  allows,
  refusal,
  children,
}: {
  title: string;
  narrow: boolean;
  allows: PermissionCheck;
  refusal: string;
  children: ReactNode;
}) {
  return (
    <PageLayout title={title} narrow={narrow}>
      <RoleGuard allows={allows} refusal={refusal}>
        {children}
      </RoleGuard>
    </PageLayout>
  );
}
