// /moj-klub/prijave (issue 30): the club's entries in every competition with their status (accepted, the
// waiting-list place, withdrawn, rejected and why) and 'Povuci' on the live ones.
import { Link } from "react-router";
import { croatianDate } from "../../../shared/dates";
import { ROUTES, fill } from "../../../shared/paths";
import { T, T_PRIJAVE } from "../../../shared/texts";
import { DataTable } from "../../components/data-table";
import { Cell } from "../../components/form-controls";
import { Alert } from "../../components/ui/alert";
import { PageLayout } from "../../components/ui/page-layout";
import { Spinner } from "../../components/ui/spinner";
import { useSession } from "../../lib/session";
import { useMojePrijave } from "../../lib/prijave";
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
