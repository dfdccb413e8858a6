// The way from 'Moj klub' to the club's league matches (issue 31): one line the club's page shows.
import { Link } from "react-router";
import { ROUTES } from "../../../shared/paths";
import { T_LIGE_EKRANI } from "../../../shared/texts/lige-ekrani";

export function UtakmiceLink() {
  return (
    <p>
      <Link to={ROUTES.utakmice}>{T_LIGE_EKRANI.utakmice.mojKlubLink}</Link>
    </p>
  );
}
