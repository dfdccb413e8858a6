import { Link } from "react-router";
import { ROUTES } from "../../../shared/paths";
import { can, canWriteContent } from "../../../shared/permissions";
import { users as usersQuery } from "../../../shared/entities/user/operations";
import { T, T_MOJ_KLUB, T_UI } from "../../../shared/texts";
import { waitsForVerifiedEmail } from "../../components/role-guard";
import { useIsStaff } from "../../components/staff-only";
import { VerifyEmailNotice } from "../../components/verify-email-notice";
import { Card } from "../../components/ui/card";
import { PageLayout } from "../../components/ui/page-layout";
import { Spinner } from "../../components/ui/spinner";
import { useOperation } from "../../lib/graphql";
import { useMe } from "../../lib/me";
import { useSession } from "../../lib/session";
import { StaffMenu } from "./components/staff-menu";

function Summary() {
  const { user } = useSession();
  const me = useMe();
  const users = useOperation(usersQuery, {});
  // The server's view wins; the stored user fills in until it answers.
  const email = me.data?.email ?? user?.email ?? "";
  const verified = me.data?.emailVerified ?? user?.emailVerified ?? false;
  const count = users.data?.users[0]?.memberships.length;
  return (
    <div className="grid">
      <Card>
        <h2>{T_UI.dashboardEmail}</h2>
        <p>
          {email} ({verified ? T_UI.verified : T_UI.notVerified})
        </p>
        {verified ? null : <Link to={ROUTES.verifyEmail}>{T_UI.verifyEmailLink}</Link>}
      </Card>
      <Card>
        <h2>{T_UI.membershipTitle}</h2>
        {users.error ? <p>{T.membershipError(users.error.message)}</p> : null}
        {count === undefined && !users.error ? <Spinner label={T.loading} /> : null}
        {count !== undefined ? <p>{T_UI.membershipCount(count)}</p> : null}
        <Link to={ROUTES.membership}>{T_UI.viewMemberships}</Link>
      </Card>
    </div>
  );
}

/** A club official's way to their club (issue 29): the widest right on athletes is their club's. */
function ClubSection() {
  const { data: me } = useMe();
  if (!me || can(me, "create", "sportasi") !== "club") return null;
  return (
    <div className="grid">
      <Card>
        <h2>{T_MOJ_KLUB.mojKlub}</h2>
        <Link to={ROUTES.mojKlub}>{T_MOJ_KLUB.mojKlub}</Link>
      </Card>
    </div>
  );
}

/**
 * The staff menu, for whoever the permission table lets write content (the server decides the role); staff
 * and admins whose email is not verified yet are told to verify it instead.
 */
function StaffSection() {
  const isStaff = useIsStaff();
  const { data: me } = useMe();
  if (isStaff) return <StaffMenu />;
  return me && waitsForVerifiedEmail(canWriteContent, me) ? <VerifyEmailNotice /> : null;
}

/** /dashboard: the member summary; for staff also the staff home menu (the server decides the role). */
export function Component() {
  const { token } = useSession();
  if (!token) {
    return (
      <PageLayout title={T_UI.dashboardTitle}>
        <p>{T.pleaseLogin}</p>
        <Link to={ROUTES.signin}>{T_UI.signInLink}</Link>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={T_UI.dashboardTitle}>
      <Summary />
      <ClubSection />
      <StaffSection />
    </PageLayout>
  );
}
