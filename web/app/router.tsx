import { createBrowserRouter, data, type RouteObject } from "react-router";
import { ROUTES } from "../../shared/paths";
import { publicScreens, shellRoutes } from "./public-routes";
import { staffRoutes } from "./staff-routes";

// Home is eager (it is the landing page and must stay lean); every other screen is a lazy chunk whose
// module exports `Component` (and optionally `loader`). Paths come from shared/paths.ts (absolute patterns).
// A screen under two paths is one import (one preload list, not two).
const passwordResetPage = () => import("../features/auth/password-reset-page");
const adminSavezPage = () => import("../features/admin/savez-page");

const screens: RouteObject[] = [
  // The public screens, server-rendered by the Worker too (issue 32).
  ...publicScreens,
  { path: ROUTES.dashboard, lazy: () => import("../features/dashboard/dashboard-page") },
  { path: ROUTES.logout, lazy: () => import("../features/logout/logout-page") },
  { path: ROUTES.signin, lazy: () => import("../features/auth/signin-page") },
  { path: ROUTES.signup, lazy: () => import("../features/auth/signup-page") },
  { path: ROUTES.verifyEmail, lazy: () => import("../features/auth/verify-email-page") },
  { path: ROUTES.passwordReset, lazy: passwordResetPage },
  { path: ROUTES.resetPassword, lazy: passwordResetPage },
  { path: ROUTES.mojKlub, lazy: () => import("../features/moj-klub/moj-klub-page") },
  // League matches: clubs enter, confirm or dispute results; the federation decides (issue 31).
  { path: ROUTES.utakmice, lazy: () => import("../features/lige/utakmice-page") },
  { path: ROUTES.staffLige, lazy: () => import("../features/lige/lige-savez-page") },
  { path: ROUTES.mojKlubPrijave, lazy: () => import("../features/prijave/moj-klub-prijave-page") },
  { path: ROUTES.lijecnicki, lazy: () => import("../features/lijecnicki/lijecnicki-page") },
  { path: ROUTES.settingsProfile, lazy: () => import("../features/settings/profile-page") },
  { path: ROUTES.debugNotFound, lazy: () => import("../features/debug/not-found-debug-page") },
  { path: ROUTES.debugLoading, lazy: () => import("../features/debug/loading-debug-page") },
  { path: ROUTES.debugError, lazy: () => import("../features/debug/error-debug-page") },
  ...staffRoutes,
  // The admin area (admins only: each screen asks canAdminister).
  { path: ROUTES.admin, lazy: () => import("../features/admin/admin-page") },
  { path: ROUTES.adminSavezi, lazy: () => import("../features/admin/savezi-page") },
  { path: ROUTES.adminNoviSavez, lazy: adminSavezPage },
  { path: ROUTES.adminSavez, lazy: adminSavezPage },
  { path: ROUTES.adminLjudi, lazy: () => import("../features/admin/ljudi-page") },
  { path: ROUTES.adminPozivnice, lazy: () => import("../features/admin/pozivnice-page") },
  {
    path: "*",
    loader: () => {
      throw data(null, { status: 404, statusText: "Not Found" });
    },
  },
];

/** The route table of SPEC §2: the shell at "/" around every screen. */
export const routes: RouteObject[] = shellRoutes(screens);

/** The browser router over `routes` (created by web/main.tsx; tests import `routes` without a DOM). */
export const createRouter = () => createBrowserRouter(routes);
