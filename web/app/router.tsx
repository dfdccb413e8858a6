import { createBrowserRouter, data, type RouteObject } from "react-router";
import { ROUTES } from "../../shared/paths";
import { LoadingScreen } from "../components/ui/loading-screen";
import { HomePage } from "../features/home/home-page";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";
import { staffRoutes } from "./staff-routes";

// Home is eager (it is the landing page and must stay lean); every other screen is a lazy chunk whose
// module exports `Component` (and optionally `loader`). Paths come from shared/paths.ts (absolute patterns).
const screens: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: ROUTES.dashboard, lazy: () => import("../features/dashboard/dashboard-page") },
  { path: ROUTES.logout, lazy: () => import("../features/logout/logout-page") },
  { path: ROUTES.signin, lazy: () => import("../features/auth/signin-page") },
  { path: ROUTES.signup, lazy: () => import("../features/auth/signup-page") },
  { path: ROUTES.verifyEmail, lazy: () => import("../features/auth/verify-email-page") },
  { path: ROUTES.passwordReset, lazy: () => import("../features/auth/password-reset-page") },
  { path: ROUTES.resetPassword, lazy: () => import("../features/auth/password-reset-page") },
  { path: ROUTES.membership, lazy: () => import("../features/membership/membership-page") },
  { path: ROUTES.about, lazy: () => import("../features/about/about-page") },
  { path: ROUTES.team, lazy: () => import("../features/team/team-page") },
  { path: ROUTES.terms, lazy: () => import("../features/terms/terms-page") },
  { path: ROUTES.savezi, lazy: () => import("../features/savezi/savezi-page") },
  { path: ROUTES.savez, lazy: () => import("../features/savezi/savez-page") },
  // Public competitions and the event archive (issue 16); the staff entry form stays at /unesi-natjecanja.
  { path: ROUTES.natjecanja, lazy: () => import("../features/javna-natjecanja/natjecanja-page") },
  { path: ROUTES.natjecanje, lazy: () => import("../features/javna-natjecanja/natjecanje-page") },
  { path: ROUTES.dogadanja, lazy: () => import("../features/dogadanja/dogadanja-page") },
  { path: ROUTES.dogadanje, lazy: () => import("../features/dogadanja/dogadanje-page") },
  // Clubs (issue 29): every federation's, and one club with its licensed athletes.
  { path: ROUTES.klubovi, lazy: () => import("../features/klubovi/klubovi-page") },
  { path: ROUTES.klub, lazy: () => import("../features/klubovi/klub-page") },
  { path: ROUTES.mojKlub, lazy: () => import("../features/moj-klub/moj-klub-page") },
  // League matches: clubs enter, confirm or dispute results; the federation decides (issue 31).
  { path: ROUTES.utakmice, lazy: () => import("../features/lige/utakmice-page") },
  { path: ROUTES.staffLige, lazy: () => import("../features/lige/lige-savez-page") },
  { path: ROUTES.mojKlubPrijave, lazy: () => import("../features/prijave/moj-klub-prijave-page") },
  { path: ROUTES.provjera, lazy: () => import("../features/provjera/provjera-page") },
  { path: ROUTES.settingsProfile, lazy: () => import("../features/settings/profile-page") },
  { path: ROUTES.debugNotFound, lazy: () => import("../features/debug/not-found-debug-page") },
  { path: ROUTES.debugLoading, lazy: () => import("../features/debug/loading-debug-page") },
  { path: ROUTES.debugError, lazy: () => import("../features/debug/error-debug-page") },
  ...staffRoutes,
  // The admin area (admins only: each screen asks canAdminister).
  { path: ROUTES.admin, lazy: () => import("../features/admin/admin-page") },
  { path: ROUTES.adminSavezi, lazy: () => import("../features/admin/savezi-page") },
  { path: ROUTES.adminNoviSavez, lazy: () => import("../features/admin/savez-page") },
  { path: ROUTES.adminSavez, lazy: () => import("../features/admin/savez-page") },
  { path: ROUTES.adminLjudi, lazy: () => import("../features/admin/ljudi-page") },
  { path: ROUTES.adminPozivnice, lazy: () => import("../features/admin/pozivnice-page") },
  {
    path: "*",
    loader: () => {
      throw data(null, { status: 404, statusText: "Not Found" });
    },
  },
];

/** Every route gets the route error screen (SPEC §2), rendered inside the shell. */
const withErrorScreen = (route: RouteObject): RouteObject => ({ errorElement: <RouteError />, ...route });

/** The route table of SPEC §2: the shell at "/" around every screen. */
export const routes: RouteObject[] = [
  {
    path: ROUTES.home,
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [{ errorElement: <RouteError />, children: screens.map(withErrorScreen) }],
  },
];

/** The browser router over `routes` (created by web/main.tsx; tests import `routes` without a DOM). */
export const createRouter = () => createBrowserRouter(routes);
