// One league match as the lists show it: the two teams, the score (or '–'), when and where, a status other
// than scheduled or played, and, while an entered score does not count, why (e.g. the 48 hours it waits for the
// away club). Shared by the competition's fixtures, the club's page and the officials' screen.
import type { ReactNode } from "react";
import { T_LIGE_EKRANI as T } from "../../../shared/texts/lige-ekrani";
import type { LigaUtakmica } from "./api";

/** The score as it stands, or '–'. */
export function score(m: LigaUtakmica): string {
  return m.golovi_domacin !== null && m.golovi_gost !== null
    ? T.rezultat(m.golovi_domacin, m.golovi_gost)
    : T.bezRezultata;
}

/** Whether the match's note (why its score does or does not count) is worth showing. */
export const showsReason = (m: LigaUtakmica) => m.stanje !== null || m.status === "forfeit";

export function UtakmicaRedak({ m, meta, children }: { m: LigaUtakmica; meta?: ReactNode; children?: ReactNode }) {
  const unusual = m.status === "postponed" || m.status === "annulled" || m.status === "forfeit";
  return (
    <li className="liga-utakmica" data-testid="utakmica">
      <div className="liga-utakmica-glavno">
        <span className="liga-susret">{T.susret(m.domacin, m.gost)}</span>{" "}
        <strong className="liga-rezultat">{score(m)}</strong>
      </div>
      <div className="card-meta">
        {meta ? <>{meta} · </> : null}
        {m.datum ? <time dateTime={m.datum}>{T.termin(m.datum, m.vrijeme)}</time> : T.termin(null, null)}
        {m.dvorana ? <> · {m.dvorana}</> : null}
        {unusual ? <> · {T.status[m.status] ?? m.status}</> : null}
      </div>
      {showsReason(m) ? (
        <p className="liga-razlog" data-testid="utakmica-razlog">
          {m.razlog}
        </p>
      ) : null}
      {children}
    </li>
  );
}
