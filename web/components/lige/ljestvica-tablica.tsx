// A league group's computed table (issue 31 item 6): place, team, played, won, drawn, lost, goals for and
// against, difference, points. Short headings on screen, full names for screen readers; the table scrolls
// sideways inside a focusable region at 360 px. A row a tie-break placed (or that shares its place) carries a
// 'Zašto?' disclosure button: aria-expanded says whether the explanation under the team's name is shown, and
// the explanation is a live region, so a screen reader reads it when it opens. Points that include a point
// adjustment carry a mark (words for screen readers) and the table a key; the adjustment's reason and decision
// are in the row's explanation (issue 50).
import { useId, useState } from "react";
import { T_LIGE_EKRANI as T } from "../../../shared/texts/lige-ekrani";
import { useHydrated } from "../../lib/hydrated";
import type { LjestvicaRed } from "./api";

type Stupac = keyof typeof T.stupci;
const BROJEVI: Stupac[] = ["odigrano", "pobjede", "nerijeseno", "porazi", "dani", "primljeni", "razlika", "bodovi"];

function Naslov({ stupac }: { stupac: Stupac }) {
  const { kratko, puno } = T.stupci[stupac];
  if (kratko === puno) return <th scope="col">{puno}</th>;
  return (
    <th scope="col" className={stupac === "ekipa" ? undefined : "num"}>
      <span aria-hidden="true">{kratko}</span>
      <span className="visually-hidden">{puno}</span>
    </th>
  );
}

const razlika = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

function Red({ red, dijeli }: { red: LjestvicaRed; dijeli: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  // The table comes in the Worker's HTML (issue 32): 'Zašto?' answers once the app runs, and until then says so.
  const hydrated = useHydrated();
  return (
    <tr data-testid="ljestvica-red" data-ekipa={red.ekipa}>
      <td className="num">
        {red.mjesto}.{dijeli ? <span className="visually-hidden"> ({T.dijeliMjesto})</span> : null}
      </td>
      <th scope="row" className="liga-ekipa">
        {red.ekipa}
        {red.objasnjenje ? (
          <>
            {" "}
            <button
              type="button"
              className="liga-zasto"
              aria-expanded={open}
              aria-controls={id}
              disabled={!hydrated}
              onClick={() => setOpen((o) => !o)}
            >
              {T.zasto}
              <span className="visually-hidden">{T.zastoEkipa(red.ekipa)}</span>
            </button>
            <span id={id} className="liga-objasnjenje" aria-live="polite" data-testid="objasnjenje">
              {open ? red.objasnjenje : null}
            </span>
          </>
        ) : null}
      </th>
      {BROJEVI.map((s) => (
        <td key={s} className="num">
          {s === "razlika" ? razlika(red.razlika) : red[s]}
          {s === "bodovi" && red.korekcije.length > 0 ? <KorekcijaOznaka /> : null}
        </td>
      ))}
    </tr>
  );
}

/** The mark on points that include an adjustment: an asterisk on screen, its words for screen readers. */
function KorekcijaOznaka() {
  return (
    <span data-testid="korekcija-oznaka">
      <sup aria-hidden="true">{T.korekcija.oznaka}</sup>
      <span className="visually-hidden">{T.korekcija.naBodovima}</span>
    </span>
  );
}

/** The table of group `naziv`, with the key to its adjustment mark when a row has one. */
export function LjestvicaTablica({ naziv, redovi }: { naziv: string; redovi: readonly LjestvicaRed[] }) {
  const captionId = useId();
  const places = new Map<number, number>();
  for (const r of redovi) places.set(r.mjesto, (places.get(r.mjesto) ?? 0) + 1);
  return (
    <>
      <div className="liga-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="standings liga-ljestvica" data-testid="ljestvica">
          <caption id={captionId}>{T.ljestvicaSkupine(naziv)}</caption>
          <thead>
            <tr>
              <Naslov stupac="mjesto" />
              <Naslov stupac="ekipa" />
              {BROJEVI.map((s) => (
                <Naslov key={s} stupac={s} />
              ))}
            </tr>
          </thead>
          <tbody>
            {redovi.map((red) => (
              <Red key={red.ekipa_id} red={red} dijeli={(places.get(red.mjesto) ?? 0) > 1} />
            ))}
          </tbody>
        </table>
      </div>
      {redovi.some((r) => r.korekcije.length > 0) ? (
        <p className="field-hint" data-testid="korekcija-legenda">
          {T.korekcija.legenda}
        </p>
      ) : null}
    </>
  );
}
