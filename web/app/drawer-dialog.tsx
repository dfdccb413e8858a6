import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { Link } from "react-router";
import { ROUTES } from "../../shared/paths";
import {
  T,
  T_ADMIN,
  T_JAVNO,
  T_LIJECNICKI,
  T_LIGE_EKRANI,
  T_LIGE_OSOBLJE,
  T_MOJ_KLUB,
  T_NAV,
  T_PRIJAVE_SAVEZ,
  T_SAVEZ,
  T_UI,
} from "../../shared/texts";
import { can } from "../../shared/permissions";
import { useCanAdminister } from "../components/admin-only";
import { useIsStaff } from "../components/staff-only";
import { Modal } from "../components/ui/modal";
import { useMe } from "../lib/me";
import { SOCIAL_PROFILE_URL } from "../lib/external-links";
import "./drawer.css";

interface DrawerLink {
  to: string;
  label: string;
}

/**
 * The menu's links by role (issue 20): for everyone; for whoever is signed in (their own screens); for staff
 * and admins (the entry screens, shown only to whom the permission table lets write content, so a member is
 * never led to a refusal); for admins.
 */
const PUBLIC_LINKS: DrawerLink[] = [
  { to: ROUTES.home, label: T.navHome },
  { to: ROUTES.natjecanja, label: T_JAVNO.navNatjecanja },
  { to: ROUTES.dogadanja, label: T_JAVNO.navDogadanja },
  { to: ROUTES.savezi, label: T_SAVEZ.navSavezi },
  { to: ROUTES.klubovi, label: T_MOJ_KLUB.navKlubovi },
  { to: ROUTES.dokumentiSaveza, label: T.dokumentiSaveza },
];
const ACCOUNT_LINKS: DrawerLink[] = [
  { to: ROUTES.membership, label: T_UI.membershipTitle },
  { to: ROUTES.settingsProfile, label: T_UI.profileTitle },
];
const STAFF_LINKS: DrawerLink[] = [
  { to: ROUTES.unesiNajavu, label: T_NAV.staffMenu.najava },
  { to: ROUTES.unosNatjecatelja, label: T.navUnosNatjecatelja },
  { to: ROUTES.unosNatjecanja, label: T.navUnosNatjecanja },
  { to: ROUTES.unosRezultata, label: T.navUnosRezultata },
  { to: ROUTES.unesiDokumenteRezultata, label: T_NAV.staffMenu.dokumentiRezultata },
];
/** A club's officials: their club (issue 29) and its athletes' medical examinations (issue 50). */
const CLUB_LINKS: DrawerLink[] = [
  { to: ROUTES.mojKlub, label: T_MOJ_KLUB.mojKlub },
  { to: ROUTES.lijecnicki, label: T_LIJECNICKI.nav },
];
/** Staff of a federation: its season's licence queue (issue 29). */
const SEASON_LINKS: DrawerLink[] = [
  { to: ROUTES.licence, label: T_MOJ_KLUB.redLicenci },
  { to: ROUTES.staffKlubovi, label: T_MOJ_KLUB.kluboviSaveza },
  { to: ROUTES.transferi, label: T_MOJ_KLUB.transferi },
  { to: ROUTES.lijecnicki, label: T_LIJECNICKI.nav },
];
/** League matches (issue 31): a club's officials answer their results, the federation's staff decide them. */
const MATCH_LINKS: DrawerLink[] = [{ to: ROUTES.utakmice, label: T_LIGE_EKRANI.utakmice.nav }];
/** Entries (issue 30): whoever organises a federation's entries (its staff, admins). */
const ENTRY_LINKS: DrawerLink[] = [{ to: ROUTES.prijaveSaveza, label: T_PRIJAVE_SAVEZ.nav }];
/** The federation's staff set its leagues up (issue 31). */
const LEAGUE_LINKS: DrawerLink[] = [{ to: ROUTES.staffLige, label: T_LIGE_OSOBLJE.nav }];
const ADMIN_LINKS: DrawerLink[] = [{ to: ROUTES.admin, label: T_ADMIN.navAdmin }];
/** Below the menu, after the social profile. */
const BOTTOM_LINKS: DrawerLink[] = [
  { to: ROUTES.about, label: T.aboutHeading },
  { to: ROUTES.team, label: T.navTeam },
  { to: ROUTES.terms, label: T.navTerms },
];

/** One list item per link; following a link closes the drawer. */
function LinkItems({ links, onClick }: { links: DrawerLink[]; onClick: () => void }) {
  return links.map(({ to, label }) => (
    <li key={to}>
      <Link to={to} onClick={onClick}>
        {label}
      </Link>
    </li>
  ));
}

/**
 * The side drawer's dialog (SPEC §2): logo, Home and the public lists; the member's own screens when signed
 * in; the entry links for staff (SPEC §2 shows them to every signed-in user, who would then be refused); the
 * admin link for admins; social, About, Team, Terms below. A lazy chunk: Radix loads on the first open, not with the home route.
 */
export default function DrawerDialog({
  open,
  onOpenChange,
  signedIn,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const administers = useCanAdminister();
  const isStaff = useIsStaff();
  const me = useMe().data;
  // An official's widest right on athletes is their club's; staff decide licences.
  const isOfficial = !!me && can(me, "create", "sportasi") === "club";
  const decidesLicences = !!me && can(me, "update", "licence") !== null;
  const organisesEntries = !!me && can(me, "update", "natjecanja_prijave") !== null;
  const answersMatches = isOfficial || (!!me && can(me, "update", "lige") !== null);
  const setsUpLeagues = !!me && ["federation", "all"].includes(can(me, "create", "lige") ?? "");
  // The staff and admin links wait for the role: the menu says it is still filling in meanwhile.
  const roleLoading = useMe().isLoading;
  const close = () => onOpenChange(false);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      overlayClassName="drawer-overlay"
      className="drawer"
      aria-describedby={undefined}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        trigger.current?.focus();
      }}
    >
      <Dialog.Title className="visually-hidden">{T_UI.menuTitle}</Dialog.Title>
      <Link to={ROUTES.home} className="drawer-logo" onClick={close}>
        <img src="/favicon.svg" alt="" width="40" height="40" />
        {T_UI.appTitle}
      </Link>
      <nav aria-label={T_UI.menuTitle} aria-busy={roleLoading}>
        <ul>
          <LinkItems links={PUBLIC_LINKS} onClick={close} />
          {signedIn ? <LinkItems links={ACCOUNT_LINKS} onClick={close} /> : null}
          {signedIn && isOfficial ? <LinkItems links={CLUB_LINKS} onClick={close} /> : null}
          {signedIn && isStaff ? <LinkItems links={STAFF_LINKS} onClick={close} /> : null}
          {signedIn && decidesLicences ? <LinkItems links={SEASON_LINKS} onClick={close} /> : null}
          {signedIn && answersMatches ? <LinkItems links={MATCH_LINKS} onClick={close} /> : null}
          {signedIn && organisesEntries ? <LinkItems links={ENTRY_LINKS} onClick={close} /> : null}
          {signedIn && setsUpLeagues ? <LinkItems links={LEAGUE_LINKS} onClick={close} /> : null}
          {administers ? <LinkItems links={ADMIN_LINKS} onClick={close} /> : null}
        </ul>
      </nav>
      <ul className="drawer-bottom">
        <li>
          <a href={SOCIAL_PROFILE_URL} target="_blank" rel="noreferrer">
            {T_UI.socialProfile}
          </a>
        </li>
        <LinkItems links={BOTTOM_LINKS} onClick={close} />
      </ul>
      <Dialog.Close className="btn btn-text" aria-label={T_UI.closeMenu}>
        ×
      </Dialog.Close>
    </Modal>
  );
}
