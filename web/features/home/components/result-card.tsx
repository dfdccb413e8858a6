import { Link } from "react-router";
import { ROUTES, fill } from "../../../../shared/paths";
import { T_CARDS, T_UI } from "../../../../shared/texts/home";
import { StandingsTable } from "../../../components/standings-table";
import { Card } from "../../../components/ui/card";
import { croatianDate } from "../../../../shared/dates";
import type { HomeRezultat } from "../api/read-feed";
import { SavezName } from "./savez-name";

/** When the result was published ('Objavljeno 1. 6. 2025.'); nothing for a row without a date. */
function Published({ createdAt }: { createdAt: string | null }) {
  const date = croatianDate(createdAt);
  if (!date || !createdAt) return null;
  return (
    <p className="card-meta">
      <time dateTime={createdAt}>{T_CARDS.resultDate(date)}</time>
    </p>
  );
}

/**
 * One result: its competition (the payload's naziv) as the title, when it was published, its standings
 * `poredak` (place, team, points) in a table, then its federation. The title links to the competition's page
 * when the result is linked to one.
 */
export function ResultCard({ result }: { result: HomeRezultat }) {
  const title = result.payload.naziv ?? T_UI.resultFallbackTitle;
  return (
    <Card data-testid="result-card">
      <h3>
        {result.natjecanje_id ? <Link to={fill(ROUTES.natjecanje, { id: result.natjecanje_id })}>{title}</Link> : title}
      </h3>
      <Published createdAt={result.created_at} />
      <StandingsTable title={title} poredak={result.payload.poredak} />
      <SavezName savez={result.savez} />
    </Card>
  );
}
