// /savez/prijave (issue 30): the federation's competitions (the switcher's federation), each with the way to
// its entries, results and fees; the drawer's link for whoever organises entries.
import { croatianDateRange } from "../../../shared/dates";
import { T, T_PRIJAVE_SAVEZ, T_STAFF } from "../../../shared/texts";
import { GuardedPage } from "../../components/role-guard";
import { SavezSwitcher } from "../../components/savez-switcher";
import { Alert } from "../../components/ui/alert";
import { Spinner } from "../../components/ui/spinner";
import { useNatjecanja } from "../../lib/natjecanja";
import { NatjecanjeLinks, organisesEntries } from "./components/natjecanje-frame";

function Screen() {
  const { data, error, isLoading } = useNatjecanja();
  const natjecanja = data?.natjecanja ?? [];
  return (
    <>
      <SavezSwitcher />
      <p>{T_PRIJAVE_SAVEZ.uvod}</p>
      {isLoading ? <Spinner label={T.loading} /> : null}
      {error ? <Alert severity="error">{T_PRIJAVE_SAVEZ.greska}</Alert> : null}
      {data && natjecanja.length === 0 ? <p>{T_PRIJAVE_SAVEZ.nemaNatjecanja}</p> : null}
      <ul className="prijave-savez-list" data-testid="prijave-saveza">
        {natjecanja.map((n) => (
          <li key={n.id}>
            <h2>{n.naziv}</h2>
            <p>{croatianDateRange(n.datum_od, n.datum_do)}</p>
            <nav aria-label={n.naziv}>
              <NatjecanjeLinks id={n.id} />
            </nav>
          </li>
        ))}
      </ul>
    </>
  );
}

export function Component() {
  return (
    <GuardedPage title={T_PRIJAVE_SAVEZ.naslov} narrow={false} allows={organisesEntries} refusal={T_STAFF.samoOsoblje}>
      <Screen />
    </GuardedPage>
  );
}
