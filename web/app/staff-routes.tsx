import type { RouteObject } from "react-router";
import { ROUTES } from "../../shared/paths";

/**
 * The staff screens' routes (SPEC §2, §6), owned by the staff-workflows engineers: add one lazy route per
 * screen here, e.g. `{ path: ROUTES.unesiNajavu, lazy: () => import("../features/najava/najava-page") }` where
 * the module exports `Component`. The router mounts them inside the shell and gives each the route error
 * screen, so nothing here needs its own errorElement.
 */
// A screen under two paths is one import (one preload list in home's route table, not two).
const natjecateljiPage = () => import("../features/natjecatelji/natjecatelji-page");
const natjecanjaPage = () => import("../features/natjecanja/natjecanja-page");

export const staffRoutes: RouteObject[] = [
  // Announcements and competitors (issue 5 part A). /unesi-* and /unos-* name the same screen.
  { path: ROUTES.unesiNajavu, lazy: () => import("../features/najava/najava-page") },
  { path: ROUTES.unesiNatjecatelje, lazy: natjecateljiPage },
  { path: ROUTES.unosNatjecatelja, lazy: natjecateljiPage },
  // Competitions, results and documents (issue 5 part B). /unesi-* and /unos-* name the same screen.
  { path: ROUTES.unesiNatjecanja, lazy: natjecanjaPage },
  { path: ROUTES.unosNatjecanja, lazy: natjecanjaPage },
  { path: ROUTES.unosRezultata, lazy: () => import("../features/rezultati/rezultati-page") },
  { path: ROUTES.unesiDokumenteRezultata, lazy: () => import("../features/dokumenti/dokumenti-rezultata-page") },
  { path: ROUTES.dokumentiSaveza, lazy: () => import("../features/dokumenti/dokumenti-saveza-page") },
  { path: ROUTES.revizija, lazy: () => import("../features/revizija/revizija-page") },
  // Content lifecycle: the federation's deleted items, restorable for 30 days.
  { path: ROUTES.obrisano, lazy: () => import("../features/obrisano/obrisano-page") },
  // The membership register (issue 15).
  { path: ROUTES.clanstva, lazy: () => import("../features/clanstva/clanstva-page") },
  // Clubs, licences and transfers (issue 29).
  { path: ROUTES.licence, lazy: () => import("../features/licence/licence-page") },
  { path: ROUTES.staffKlubovi, lazy: () => import("../features/klubovi-savez/klubovi-page") },
  { path: ROUTES.transferi, lazy: () => import("../features/klubovi-savez/transferi-page") },
  { path: ROUTES.sportas, lazy: () => import("../features/klubovi-savez/sportas-page") },
  // Entries for the federation (issue 30): its competitions, each one's entries, results per entry and fees.
  { path: ROUTES.prijaveSaveza, lazy: () => import("../features/prijave-savez/prijave-saveza-page") },
  { path: ROUTES.prijaveNatjecanja, lazy: () => import("../features/prijave-savez/natjecanje-prijave-page") },
  { path: ROUTES.rezultatiNastupa, lazy: () => import("../features/prijave-savez/rezultati-page") },
  { path: ROUTES.kotizacije, lazy: () => import("../features/prijave-savez/kotizacije-page") },
];
