// The competition page's entries (issue 30): 'Prijave otvorene do …' and the events with their fill; for an
// official of a club of the competition's federation, 'Prijavi' (the entry form) and the club's entries with
// their status and 'Povuci'; once the start lists are public (after the close, or when the settings allow),
// each event's accepted entries by club, with a CSV download; until then a sentence says when the names appear.
// Reached with #prijava ('Prijavi' on 'Moj klub'), the entry form is open.
import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { croatianDateTime } from "../../../shared/dates";
import { T, T_PRIJAVE } from "../../../shared/texts";
import {
  PRIJAVA_HASH,
  startnaListaCsv,
  usePrijaveNatjecanja,
  useProzor,
  useStartnaLista,
  type PrijaveNatjecanja,
  type StartnaLista,
  useKluboviDuznosnika,
} from "../../lib/prijave";
import { useHydrated } from "../../lib/hydrated";
import { Button } from "../ui/button";
import { PovuciButton } from "./povuci-button";
import { Spinner } from "../ui/spinner";
import { athleteNames, statusText } from "./status";

// The entry form (its form library and the athletes' query) loads when an official opens it: a visitor's page,
// which the Worker renders and the browser hydrates, carries none of it.
const PrijavaForm = lazy(() => import("./prijava-form").then((m) => ({ default: m.PrijavaForm })));

const U = T_PRIJAVE.ui;

function StartneListe({ id, lista }: { id: string; lista: StartnaLista }) {
  return (
    <section aria-labelledby="prijave-startna-lista" data-testid="prijave-startna-lista">
      <h2 id="prijave-startna-lista">{U.startnaLista}</h2>
      <p>
        <a href={startnaListaCsv(id)} download>
          {U.startnaCsv}
        </a>
      </p>
      {lista.discipline.map((d) => (
        <table key={d.id} className="standings" data-testid="startna-lista-disciplina">
          <caption>{d.naziv}</caption>
          <thead>
            <tr>
              <th scope="col">{U.startniBroj}</th>
              <th scope="col">{U.klub}</th>
              <th scope="col">{U.sportasi}</th>
            </tr>
          </thead>
          <tbody>
            {d.nastupi.length === 0 ? (
              <tr>
                <td colSpan={3}>{U.nemaNastupa}</td>
              </tr>
            ) : null}
            {d.nastupi.map((n, i) => (
              <tr key={`${n.startni_broj ?? ""}-${i}`}>
                <td>{n.startni_broj ?? ""}</td>
                <td>{n.klub}</td>
                <td>
                  {athleteNames(n.sportasi)}
                  {n.naknadna ? ` (${T_PRIJAVE.naknadna})` : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}

function KlubPrijave({ prijave }: { prijave: PrijaveNatjecanja }) {
  return (
    <>
      <h3>{U.vasePrijave}</h3>
      {prijave.nastupi.length === 0 ? <p>{U.nemaPrijava}</p> : null}
      <ul className="prijave-list" data-testid="prijave-kluba">
        {prijave.nastupi.map((n) => (
          <li key={n.id} data-testid="prijava">
            <strong>{n.disciplina}</strong>: {athleteNames(n.sportasi ?? [])} — <span>{statusText(n)}</span>{" "}
            <PovuciButton nastup={n} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The section; nothing when the competition takes no entries and has no start list from them. */
export function PrijaveSection({ natjecanjeId }: { natjecanjeId: string }) {
  const prozor = useProzor(natjecanjeId).data;
  const prijave = usePrijaveNatjecanja(natjecanjeId).data ?? null;
  const klubovi = (useKluboviDuznosnika(!!prijave).data?.klubovi ?? []).filter(
    (k) => prijave && k.savez_id === prijave.natjecanje.savez_id,
  );
  const listaAnswer = useStartnaLista(natjecanjeId, !!prozor).data;
  const lista = listaAnswer ?? null;
  // Read and not public yet (null; undefined while it loads): the counts stand without names, and say why.
  const imenaKasnije = listaAnswer === null;
  // Opened or closed by the official; until then open when 'Prijavi' on 'Moj klub' linked here (#prijava), once
  // the page is the browser's (the Worker's render knows no fragment: the hydrating render must match it).
  const [chosen, setOpen] = useState<boolean | null>(null);
  const { hash } = useLocation();
  const hydrated = useHydrated();
  const open = chosen ?? (hydrated && hash === `#${PRIJAVA_HASH}`);
  if (!prozor) return null;
  const now = new Date().toISOString();
  const windowText = prozor.otvorene
    ? U.otvoreneDo(croatianDateTime(prozor.zatvaranje) ?? "")
    : now < prozor.otvaranje
      ? U.otvarajuSe(croatianDateTime(prozor.otvaranje) ?? "")
      : U.zatvorene(croatianDateTime(prozor.zatvaranje) ?? "");
  return (
    <>
      <section aria-labelledby="natjecanje-prijave" id={PRIJAVA_HASH}>
        <h2 id="natjecanje-prijave">{U.naslov}</h2>
        <p data-testid="prijave-prozor">{windowText}</p>
        <ul>
          {prozor.discipline.map((d) => (
            <li key={d.id}>
              {d.naziv}: {U.popunjenost(d.prihvacene, d.kapacitet, d.cekanje)}
            </li>
          ))}
        </ul>
        {imenaKasnije && prozor.discipline.length > 0 ? (
          <p data-testid="prijave-imena">{U.imenaNakonZatvaranja}</p>
        ) : null}
        {prozor.otvorene && klubovi.length > 0 && prozor.discipline.length > 0 ? (
          open ? (
            <Suspense fallback={<Spinner label={T.loading} showLabel />}>
              <PrijavaForm klubovi={klubovi} discipline={prozor.discipline} onDone={() => setOpen(false)} />
            </Suspense>
          ) : (
            <Button onClick={() => setOpen(true)}>{U.prijavi}</Button>
          )
        ) : null}
        {prijave && klubovi.length > 0 ? <KlubPrijave prijave={prijave} /> : null}
      </section>
      {lista ? <StartneListe id={natjecanjeId} lista={lista} /> : null}
    </>
  );
}
