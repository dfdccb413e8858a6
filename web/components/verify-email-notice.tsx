// Staff and admin powers wait for a verified email (shared/permissions.ts effectiveRole). Such a caller is
// told what to do, with the way to do it, instead of being shown screens that refuse them.
import { Link } from "react-router";
import { ROUTES } from "../../shared/paths";
import { T_NAV } from "../../shared/texts";
import { Alert } from "./ui/alert";

/** 'Verify your email to work for the federation' with the link to /verify-email. */
export function VerifyEmailNotice() {
  return (
    <Alert severity="info">
      {T_NAV.verifyForStaff} <Link to={ROUTES.verifyEmail}>{T_NAV.verifyForStaffLink}</Link>
    </Alert>
  );
}
