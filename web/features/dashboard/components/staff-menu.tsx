import { Link } from "react-router";
import { ROUTES } from "../../../../shared/paths";
import { can, type Action, type Resource } from "../../../../shared/permissions";
import {
  T,
  T_LIJECNICKI,
  T_MOJ_KLUB,
  T_NAV,
  T_PREGLED,
  T_REGISTAR,
  T_REVIZIJA,
  T_SAVEZ,
} from "../../../../shared/texts";
import { SavezSwitcher } from "../../../components/savez-switcher";
import { SavezOverview } from "./savez-overview";
import { Card } from "../../../components/ui/card";
import { useCurrentSavez } from "../../../lib/current-savez";
import { useMe } from "../../../lib/me";

// Each card leads to a screen that creates rows of one entity (or reads the audit list); it shows when the
// permission table allows that.
const ENTRIES: { to: string; label: string; entity: Resource; action?: Action }[] = [
  { to: ROUTES.unesiNajavu, label: T_NAV.staffMenu.najava, entity: "feed" },
  { to: ROUTES.unesiNatjecatelje, label: T_NAV.staffMenu.natjecatelji, entity: "natjecatelji" },
  { to: ROUTES.dokumentiSaveza, label: T_NAV.staffMenu.dokumentiSaveza, entity: "dokumenti_saveza" },
  { to: ROUTES.unesiNatjecanja, label: T_NAV.staffMenu.natjecanja, entity: "natjecanja" },
  { to: ROUTES.unesiDokumenteRezultata, label: T_NAV.staffMenu.dokumentiRezultata, entity: "natjecanja_dokumenti" },
  { to: ROUTES.unosRezultata, label: T_PREGLED.unosRezultata, entity: "rezultati" },
  { to: ROUTES.clanstva, label: T_REGISTAR.izbornik, entity: "memberships" },
  { to: ROUTES.obrisano, label: T_PREGLED.obrisano, entity: "feed" },
  { to: ROUTES.revizija, label: T_REVIZIJA.naslov, entity: "audit_log", action: "read" },
  // The season (issue 29): the licence queue and the transfers to confirm.
  { to: ROUTES.licence, label: T_MOJ_KLUB.redLicenci, entity: "licence", action: "update" },
  { to: ROUTES.staffKlubovi, label: T_MOJ_KLUB.kluboviSaveza, entity: "klubovi" },
  { to: ROUTES.transferi, label: T_MOJ_KLUB.transferi, entity: "transferi", action: "update" },
  // Medical examinations of the federation's athletes (issue 50 item 4).
  { to: ROUTES.lijecnicki, label: T_LIJECNICKI.nav, entity: "sportasi", action: "update" },
];

/**
 * The staff home menu (SPEC §2): 'Dobrodošli {naziv}!' for the federation being worked on (the spec's
 * 'Dobrodošli Zicer Savez!' for its staff; the spec's text itself until /me names one), the switcher for
 * someone who works for several, the five entry cards (result documents too: its web screen works) and the
 * shortcuts to the results entry, 'Obrisano' and 'Revizija' (the audit screen), then the federation's overview (counts and latest items).
 */
export function StaffMenu() {
  const { data: me } = useMe();
  const { current } = useCurrentSavez();
  const allowed = ENTRIES.filter(({ entity, action = "create" }) => me && can(me, action, entity));
  return (
    <section aria-labelledby="staff-menu">
      <h2 id="staff-menu">{current ? T_SAVEZ.dobrodosli(current.naziv) : T.staffMenuTitle}</h2>
      <SavezSwitcher />
      <nav aria-label={T_PREGLED.precaci}>
        <ul className="grid menu-grid">
          {allowed.map(({ to, label }) => (
            <li key={to}>
              <Card className="menu-card">
                <Link to={to}>{label}</Link>
              </Card>
            </li>
          ))}
        </ul>
      </nav>
      <SavezOverview />
    </section>
  );
}
