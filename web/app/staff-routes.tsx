import type { RouteObject } from "react-router";

/**
 * The staff screens' routes (SPEC §2, §6), owned by the staff-workflows engineers: add one lazy route per
 * screen here, e.g. `{ path: "unesi-najavu", lazy: () => import("../features/najava/najava-page") }` where
 * the module exports `Component`. The router mounts them inside the shell and gives each the route error
 * screen, so nothing here needs its own errorElement.
 */
export const staffRoutes: RouteObject[] = [];
