import { Link } from "react-router";
import { ROUTES, fill } from "../../../../shared/paths";
import { T, T_CARDS, T_STAFF, T_UI } from "../../../../shared/texts-home";
import { Card } from "../../../components/ui/card";
import { croatianDate } from "../../../lib/dates";
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
  const rows = [...(result.payload.poredak ?? [])].sort((a, b) => a.mjesto - b.mjesto);
  return (
    <Card data-testid="result-card">
      <h3>
        {result.natjecanje_id ? <Link to={fill(ROUTES.natjecanje, { id: result.natjecanje_id })}>{title}</Link> : title}
      </h3>
      <Published createdAt={result.created_at} />
      <table className="standings">
        <caption className="visually-hidden">{T_UI.standingsCaption(title)}</caption>
        <thead>
          <tr>
            <th scope="col">{T_STAFF.mjesto}</th>
            <th scope="col">{T.tim}</th>
            <th scope="col">{T_STAFF.bodovi}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.mjesto}-${row.ime}`}>
              <td>{row.mjesto}.</td>
              <td>{row.ime}</td>
              <td>{row.bodovi}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <SavezName savez={result.savez} />
    </Card>
  );
}
