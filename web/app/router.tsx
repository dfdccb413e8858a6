import { createBrowserRouter, data, type RouteObject } from "react-router";
import { LoadingScreen } from "../components/ui/loading-screen";
import { HomePage } from "../features/home/home-page";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";
import { staffRoutes } from "./staff-routes";

// Home is eager (it is the landing page and must stay lean); every other screen is a lazy chunk whose
// module exports `Component` (and optionally `loader`).
const screens: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: "dashboard", lazy: () => import("../features/dashboard/dashboard-page") },
  { path: "logout", lazy: () => import("../features/logout/logout-page") },
  { path: "signin", lazy: () => import("../features/auth/signin-page") },
  { path: "signup", lazy: () => import("../features/auth/signup-page") },
  { path: "verify-email", lazy: () => import("../features/auth/verify-email-page") },
  { path: "password-reset", lazy: () => import("../features/auth/password-reset-page") },
  { path: "reset-password", lazy: () => import("../features/auth/password-reset-page") },
  { path: "membership", lazy: () => import("../features/membership/membership-page") },
  { path: "about", lazy: () => import("../features/about/about-page") },
  { path: "team", lazy: () => import("../features/team/team-page") },
  { path: "terms-and-privacy", lazy: () => import("../features/terms/terms-page") },
  { path: "settings/profile", lazy: () => import("../features/settings/profile-page") },
  { path: "debug/404", lazy: () => import("../features/debug/not-found-debug-page") },
  { path: "debug/loading", lazy: () => import("../features/debug/loading-debug-page") },
  { path: "debug/error", lazy: () => import("../features/debug/error-debug-page") },
  ...staffRoutes,
  {
    path: "*",
    loader: () => {
      throw data(null, { status: 404, statusText: "Not Found" });
    },
  },
];

/** Every route gets the route error screen (SPEC §2), rendered inside the shell. */
const withErrorScreen = (route: RouteObject): RouteObject => ({ errorElement: <RouteError />, ...route });

/** The route table of SPEC §2. */
export const router = createBrowserRouter([
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [{ errorElement: <RouteError />, children: screens.map(withErrorScreen) }],
  },
]);
