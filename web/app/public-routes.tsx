// The public screens (issue 32): the SPA's router and the Worker's server rendering (worker/pages/ssr.tsx) use
// this one table and one shell, so the HTML a visitor lands on is the DOM the app hydrates. Each route has a
// fixed id: the loader data the Worker hands over (hydration data) is keyed by it on both sides.
import type { RouteObject } from "react-router";
import { ROUTES } from "../../shared/paths";
import { LoadingScreen } from "../components/ui/loading-screen";
import { HomePage } from "../features/home/home-page";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";

/** The public screens, by id: home is eager (the landing page), every other one a lazy chunk. */
export const publicScreens: RouteObject[] = [
  { id: "home", index: true, element: <HomePage /> },
  { id: "about", path: ROUTES.about, lazy: () => import("../features/about/about-page") },
  { id: "team", path: ROUTES.team, lazy: () => import("../features/team/team-page") },
  { id: "terms", path: ROUTES.terms, lazy: () => import("../features/terms/terms-page") },
  { id: "savezi", path: ROUTES.savezi, lazy: () => import("../features/savezi/savezi-page") },
  { id: "savez", path: ROUTES.savez, lazy: () => import("../features/savezi/savez-page") },
  // Public competitions and the event archive (issue 16); the staff entry form stays at /unesi-natjecanja.
  { id: "natjecanja", path: ROUTES.natjecanja, lazy: () => import("../features/javna-natjecanja/natjecanja-page") },
  { id: "natjecanje", path: ROUTES.natjecanje, lazy: () => import("../features/javna-natjecanja/natjecanje-page") },
  { id: "dogadanja", path: ROUTES.dogadanja, lazy: () => import("../features/dogadanja/dogadanja-page") },
  { id: "dogadanje", path: ROUTES.dogadanje, lazy: () => import("../features/dogadanja/dogadanje-page") },
  // Clubs (issue 29): every federation's, and one club with its licensed athletes.
  { id: "klubovi", path: ROUTES.klubovi, lazy: () => import("../features/klubovi/klubovi-page") },
  { id: "klub", path: ROUTES.klub, lazy: () => import("../features/klubovi/klub-page") },
  { id: "provjera", path: ROUTES.provjera, lazy: () => import("../features/provjera/provjera-page") },
  // A member's cards: the Worker renders the page's frame (its title and the loading line), the same for every
  // visitor; the cards are read and rendered in the browser once it knows the member (the screen waits for
  // hydration). The title is then on screen with the first HTML, not ~1.5 s later on a phone.
  { id: "membership", path: ROUTES.membership, lazy: () => import("../features/membership/membership-page") },
];

/** Every route gets the route error screen (SPEC §2), rendered inside the shell. */
const withErrorScreen = (route: RouteObject): RouteObject => ({ errorElement: <RouteError />, ...route });

/** The route table of SPEC §2: the shell at "/" around `screens`. */
export const shellRoutes = (screens: RouteObject[]): RouteObject[] => [
  {
    id: "root",
    path: ROUTES.home,
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [{ id: "screens", errorElement: <RouteError />, children: screens.map(withErrorScreen) }],
  },
];
