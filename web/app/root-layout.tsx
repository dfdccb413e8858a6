import { Outlet, ScrollRestoration } from "react-router";
import { T_UI } from "../../shared/texts/home";
import { Notification } from "../components/ui/notification";
import { TopBar } from "./top-bar";

/** The shell of every screen (SPEC §2 Navigation): top bar with the drawer, the page, the one notification. */
export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        {T_UI.skipToContent}
      </a>
      <TopBar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Notification />
      <ScrollRestoration />
    </>
  );
}
