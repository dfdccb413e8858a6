import { Link } from "react-router";
import { ROUTES } from "../../../shared/paths";
import { T_PRIJAVE } from "../../../shared/texts";

/** 'Moj klub''s way to the club's entries (/moj-klub/prijave). */
export function MojePrijaveLink() {
  return (
    <p>
      <Link to={ROUTES.mojKlubPrijave}>{T_PRIJAVE.ui.mojeLink}</Link>
    </p>
  );
}
