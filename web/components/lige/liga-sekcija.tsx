// The league part of a competition's public page (/natjecanja/:id, issue 31 item 6): each group's computed
// table (a tie-broken row explains itself when asked), its fixtures by round with their results, and each
// team's calendar. Nothing at all for a competition without groups, so other competitions' pages stay as they were.
import { T_LIGE_EKRANI as T } from "../../../shared/texts/lige-ekrani";
import { useOrigin } from "../../lib/origin";
import { Alert } from "../ui/alert";
import { ekipaKalendarUrl, useLigaNatjecanja } from "./api";
import { LjestvicaTablica } from "./ljestvica-tablica";
import { Raspored } from "./raspored";
import "./lige.css";

export function LigaSekcija({ natjecanjeId }: { natjecanjeId: string }) {
  const { data, error } = useLigaNatjecanja(natjecanjeId);
  const origin = useOrigin();
  if (!data) return error ? <Alert severity="error">{T.greskaLige(error.message)}</Alert> : null;
  if (data.skupine.length === 0) return null;
  return (
    <>
      <section aria-labelledby="liga-ljestvica" data-testid="liga-ljestvica">
        <h2 id="liga-ljestvica">{T.ljestvica}</h2>
        {data.skupine.map((s) => (
          <LjestvicaTablica key={s.id} naziv={s.naziv} redovi={s.redovi} />
        ))}
      </section>
      <section aria-labelledby="liga-raspored">
        <h2 id="liga-raspored">{T.rasporedIRezultati}</h2>
        {data.skupine.map((s) => (
          <section key={s.id} aria-label={s.naziv}>
            <h3>{s.naziv}</h3>
            <Raspored utakmice={s.utakmice} headingLevel={4} />
          </section>
        ))}
      </section>
      <section aria-labelledby="liga-kalendari">
        <h2 id="liga-kalendari">{T.kalendariEkipa}</h2>
        <ul className="liga-kalendari">
          {data.skupine.flatMap((s) =>
            s.ekipe.map((e) => (
              <li key={e.id}>
                <a href={ekipaKalendarUrl(origin, e.id)} data-testid="ekipa-kalendar">
                  {T.kalendarEkipe(e.naziv)}
                </a>
              </li>
            )),
          )}
        </ul>
      </section>
    </>
  );
}
