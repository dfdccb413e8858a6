// /moj-klub/prijave (issue 30): the competitions of the club's federation open for entries now, each with
// 'Prijavi' to its entry form (issue 50: with no entry yet the page was a dead end), and the club's entries in
// every competition with their status (accepted, the waiting-list place, withdrawn, rejected and why) and
// 'Povuci' on the live ones.
import { Link } from "react-router";
import { croatianDate, croatianDateTime } from "../../../shared/dates";
import { ROUTES, fill } from "../../../shared/paths";
import { T, T_PRIJAVE } from "../../../shared/texts";
import { DataTable } from "../../components/data-table";
import { Cell } from "../../components/form-controls";
import { Alert } from "../../components/ui/alert";
import { ButtonLink } from "../../components/ui/button";
import { PageLayout } from "../../components/ui/page-layout";
import { Spinner } from "../../components/ui/spinner";
import { useSession } from "../../lib/session";
import { PRIJAVA_HASH, useMojePrijave, type OtvorenoNatjecanje } from "../../lib/prijave";
import { PovuciButton } from "../../components/prijave/povuci-button";
import { athleteNames, statusText } from "../../components/prijave/status";

const U = T_PRIJAVE.ui;

/** The columns; the last one's 'Povuci' buttons name it, so its header is for screen readers only. */
const HEADERS = [
  U.natjecanje,
  U.disciplina,
  U.sportasi,
  U.status,
  <span key="povuci" className="visually-hidden">
    {U.povuci}
  </span>,
];

/** The competitions open for entries, each with 'Prijavi': its page, the entry form open. */
function Otvorena({ natjecanja }: { natjecanja: readonly OtvorenoNatjecanje[] }) {
  const O = U.otvorena;
  return (
    <section aria-labelledby="otvorene-prijave" data-testid="otvorene-prijave">
      <h2 id="otvorene-prijave">{O.naslov}</h2>
      {natjecanja.length === 0 ? <p>{O.nema}</p> : null}
      <ul className="prijave-list">
        {natjecanja.map((n) => {
          const page = fill(ROUTES.natjecanje, { id: n.id });
          return (
            <li key={n.id} data-testid="otvoreno-natjecanje">
              <Link to={page}>{n.naziv}</Link> {croatianDate(n.datum_od) ?? ""} ·{" "}
              {O.doKada(croatianDateTime(n.zatvaranje) ?? n.zatvaranje)}{" "}
              <ButtonLink to={`${page}#${PRIJAVA_HASH}`} aria-label={O.prijaviNa(n.naziv)}>
                {U.prijavi}
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function Component() {
  const { token } = useSession();
  const { data, error, isLoading } = useMojePrijave();
  if (!token) {
    return (
      <PageLayout title={U.mojeNaslov}>
        <Alert severity="info">{T.pleaseLogin}</Alert>
      </PageLayout>
    );
  }
  const nastupi = data?.nastupi ?? [];
  return (
    <PageLayout title={U.mojeNaslov}>
      {isLoading ? <Spinner label={T.loading} /> : null}
      {error ? <Alert severity="error">{U.greska}</Alert> : null}
      {data ? <Otvorena natjecanja={data.otvorena ?? []} /> : null}
      {data ? <h2>{U.vasePrijave}</h2> : null}
      {data && nastupi.length === 0 ? <p>{U.nemaPrijava}</p> : null}
      {nastupi.length > 0 ? (
        <DataTable headers={HEADERS} caption={U.mojeNaslov} testId="moje-prijave">
          {nastupi.map((n) => (
            <tr key={n.id} data-testid="moja-prijava">
              <Cell column={U.natjecanje}>
                <Link to={fill(ROUTES.natjecanje, { id: n.natjecanje_id })}>{n.natjecanje}</Link>{" "}
                {croatianDate(n.datum_od) ?? ""}
              </Cell>
              <Cell column={U.disciplina}>{n.disciplina}</Cell>
              <Cell column={U.sportasi}>{athleteNames(n.sportasi ?? [])}</Cell>
              <Cell column={U.status}>{statusText(n)}</Cell>
              <Cell column={U.povuci}>
                <PovuciButton nastup={n} />
              </Cell>
            </tr>
          ))}
        </DataTable>
      ) : null}
    </PageLayout>
  );
}
