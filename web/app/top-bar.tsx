import { NavLink } from "react-router";
import { ROUTES } from "../../shared/paths";
import { T, T_UI } from "../../shared/texts/home";
import { useHydrated } from "../lib/hydrated";
import { useSession } from "../lib/session";
import { SideDrawer } from "./side-drawer";

function TopLink({ to, children }: { to: string; children: string }) {
  return (
    <NavLink to={to} end className="topbar-link">
      {children}
    </NavLink>
  );
}

/** The top bar: drawer button, Home, then Dashboard + Logout (signed in) or Sign In + Sign Up (signed out). */
export function TopBar() {
  const { token } = useSession();
  // A server-rendered page names no one's links: they appear at the bar's far end once the app knows the visitor.
  const known = useHydrated();
  return (
    <header className="topbar">
      <SideDrawer signedIn={token !== null} />
      <nav aria-label={T_UI.mainNav}>
        <TopLink to={ROUTES.home}>{T.navHome}</TopLink>
        <span className="spacer" />
        {!known ? null : token ? (
          <>
            <TopLink to={ROUTES.dashboard}>{T.navDashboard}</TopLink>
            <TopLink to={ROUTES.logout}>{T.navLogout}</TopLink>
          </>
        ) : (
          <>
            <TopLink to={ROUTES.signin}>{T.navSignIn}</TopLink>
            <TopLink to={ROUTES.signup}>{T.navSignUp}</TopLink>
          </>
        )}
      </nav>
    </header>
  );
}
