import { Link } from "react-router";
import { ROUTES, fill } from "../../../../shared/paths";
import type { SavezLink } from "../api/read-feed";

/** The federation a card belongs to, linking to its page (/savezi/:slug); nothing for a row without one. */
export function SavezName({ savez }: { savez: SavezLink | null | undefined }) {
  if (!savez) return null;
  return (
    <p className="card-savez">
      <Link to={fill(ROUTES.savez, { slug: savez.slug })}>{savez.naziv}</Link>
    </p>
  );
}
