import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { Link } from "react-router";
import { ROUTES } from "../../shared/paths";
import { T, T_SAVEZ, T_UI } from "../../shared/texts";
import { AdminDrawerLink } from "../components/admin-only";
import { SOCIAL_PROFILE_URL } from "../lib/external-links";

/**
 * The side drawer's dialog (SPEC §2): logo, Home, the three entry links when signed in; social, Team,
 * Terms below. A lazy chunk: Radix loads on the first open, not with the home route.
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
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay" />
        <Dialog.Content
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
          <nav aria-label={T_UI.menuTitle}>
            <ul>
              <li>
                <Link to={ROUTES.home} onClick={close}>
                  {T.navHome}
                </Link>
              </li>
              <li>
                <Link to={ROUTES.savezi} onClick={close}>
                  {T_SAVEZ.navSavezi}
                </Link>
              </li>
              {signedIn ? (
                <>
                  <li>
                    <Link to={ROUTES.unosNatjecatelja} onClick={close}>
                      {T.navUnosNatjecatelja}
                    </Link>
                  </li>
                  <li>
                    <Link to={ROUTES.unosNatjecanja} onClick={close}>
                      {T.navUnosNatjecanja}
                    </Link>
                  </li>
                  <li>
                    <Link to={ROUTES.unosRezultata} onClick={close}>
                      {T.navUnosRezultata}
                    </Link>
                  </li>
                </>
              ) : null}
              <AdminDrawerLink onClick={close} />
            </ul>
          </nav>
          <ul className="drawer-bottom">
            <li>
              <a href={SOCIAL_PROFILE_URL} target="_blank" rel="noreferrer">
                {T_UI.socialProfile}
              </a>
            </li>
            <li>
              <Link to={ROUTES.team} onClick={close}>
                {T.navTeam}
              </Link>
            </li>
            <li>
              <Link to={ROUTES.terms} onClick={close}>
                {T.navTerms}
              </Link>
            </li>
          </ul>
          <Dialog.Close className="btn btn-text" aria-label={T_UI.closeMenu}>
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
