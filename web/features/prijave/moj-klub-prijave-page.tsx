// /moj-klub/prijave (issue 30): the club's entries in every competition with their status (accepted, the
// waiting-list place, withdrawn, rejected and why) and 'Povuci' on the live ones.
import { Link } from "react-router";
import { croatianDate } from "../../../shared/dates";
import { ROUTES, fill } from "../../../shared/paths";
import { T, T_PRIJAVE } from "../../../shared/texts";
import { Alert } from "../../components/ui/alert";
import { PageLayout } from "../../components/ui/page-layout";
import { Spinner } from "../../components/ui/spinner";
import { useSession } from "../../lib/session";
import { useMojePrijave } from "../../lib/prijave";
import { PovuciButton } from "../../components/prijave/povuci-button";
import { athleteNames, statusText } from "../../components/prijave/status";

const U = T_PRIJAVE.ui;

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
        <div style={{ overflowX: "auto" }}>
          <table className="standings" data-testid="moje-prijave">
            <caption className="visually-hidden">{U.mojeNaslov}</caption>
            <thead>
              <tr>
                <th scope="col">{U.natjecanje}</th>
                <th scope="col">{U.disciplina}</th>
                <th scope="col">{U.sportasi}</th>
                <th scope="col">{U.status}</th>
                <th scope="col">
                  <span className="visually-hidden">{U.povuci}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {nastupi.map((n) => (
                <tr key={n.id} data-testid="moja-prijava">
                  <td>
                    <Link to={fill(ROUTES.natjecanje, { id: n.natjecanje_id })}>{n.natjecanje}</Link>{" "}
                    {croatianDate(n.datum_od) ?? ""}
                  </td>
                  <td>{n.disciplina}</td>
                  <td>{athleteNames(n.sportasi ?? [])}</td>
                  <td>{statusText(n)}</td>
                  <td>
                    <PovuciButton nastup={n} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </PageLayout>
  );
}
