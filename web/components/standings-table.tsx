import { T, T_CARDS, T_UI } from "../../shared/texts/home";

/** One line of a result's standings (the payload's `poredak`). */
export interface StandingsLine {
  mjesto: number;
  ime: string;
  bodovi: number;
}

/**
 * A result's standings (place, team, points), best place first, captioned by the result's title for screen
 * readers: home's result cards and a competition's page draw the same table. Reads only shared/texts/home (home's bundle).
 */
export function StandingsTable({ title, poredak }: { title: string; poredak: readonly StandingsLine[] | undefined }) {
  const rows = [...(poredak ?? [])].sort((a, b) => a.mjesto - b.mjesto);
  return (
    <table className="standings">
      <caption className="visually-hidden">{T_UI.standingsCaption(title)}</caption>
      <thead>
        <tr>
          <th scope="col">{T_CARDS.place}</th>
          <th scope="col">{T.tim}</th>
          <th scope="col">{T_CARDS.points}</th>
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
  );
}
