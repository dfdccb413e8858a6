import type { RouteObject } from "react-router";

/**
 * The staff screens' routes (SPEC §2, §6), owned by the staff-workflows engineers: add one lazy route per
 * screen here, e.g. `{ path: "unesi-najavu", lazy: () => import("../features/najava/najava-page") }` where
 * the module exports `Component`. The router mounts them inside the shell and gives each the route error
 * screen, so nothing here needs its own errorElement.
 */
export const staffRoutes: RouteObject[] = [
  // Announcements and competitors (issue 5 part A). /unesi-* and /unos-* name the same screen.
  { path: "unesi-najavu", lazy: () => import("../features/najava/najava-page") },
  { path: "unesi-natjecatelje", lazy: () => import("../features/natjecatelji/natjecatelji-page") },
  { path: "unos-natjecatelja", lazy: () => import("../features/natjecatelji/natjecatelji-page") },
  // Competitions, results and documents (issue 5 part B). /unesi-* and /unos-* name the same screen.
  { path: "unesi-natjecanja", lazy: () => import("../features/natjecanja/natjecanja-page") },
  { path: "unos-natjecanja", lazy: () => import("../features/natjecanja/natjecanja-page") },
  { path: "unos-rezultata", lazy: () => import("../features/rezultati/rezultati-page") },
  { path: "unesi-dokumente-rezultata", lazy: () => import("../features/dokumenti/dokumenti-rezultata-page") },
  { path: "preuzmi-dokumente-saveza", lazy: () => import("../features/dokumenti/dokumenti-saveza-page") },
];
