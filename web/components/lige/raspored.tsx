// A group's fixtures round by round, with their results (issue 31 item 6).
import { T_LIGE_EKRANI as T } from "../../../shared/texts/lige-ekrani";
import type { LigaUtakmica } from "./api";
import { UtakmicaRedak } from "./utakmica-redak";

/** Matches grouped by round, rounds in order. */
export function byRound(matches: readonly LigaUtakmica[]): [number, LigaUtakmica[]][] {
  const rounds = new Map<number, LigaUtakmica[]>();
  for (const m of matches) rounds.set(m.kolo, [...(rounds.get(m.kolo) ?? []), m]);
  return [...rounds.entries()].sort(([a], [b]) => a - b);
}

export function Raspored({ utakmice, headingLevel }: { utakmice: readonly LigaUtakmica[]; headingLevel: 3 | 4 }) {
  if (utakmice.length === 0) return <p>{T.nemaUtakmica}</p>;
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="liga-raspored" data-testid="raspored">
      {byRound(utakmice).map(([kolo, matches]) => (
        <section key={kolo} className="liga-kolo">
          <Heading>{T.kolo(kolo)}</Heading>
          <ul className="liga-utakmice">
            {matches.map((m) => (
              <UtakmicaRedak key={m.id} m={m} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
