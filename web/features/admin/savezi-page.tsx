import { Link } from "react-router";
import { ROUTES, fill, imageUrl } from "../../../shared/paths";
import { T, T_ADMIN, T_SAVEZ } from "../../../shared/texts";
import { Alert } from "../../components/ui/alert";
import { ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useSavezi } from "../../lib/savezi";
import { AdminScreen } from "./components/admin-screen";
import "../../styles/savezi.css";

function SaveziList() {
  const { data, error, isLoading } = useSavezi();
  if (isLoading) return <Spinner label={T.loading} />;
  if (error) return <Alert severity="error">{T_SAVEZ.saveziError}</Alert>;
  const savezi = data?.savezi ?? [];
  if (savezi.length === 0) return <p>{T_SAVEZ.nemaSaveza}</p>;
  return (
    <div className="grid">
      {savezi.map((savez) => (
        <Card key={savez.id} aria-labelledby={`savez-${savez.id}`}>
          <div className="savez-card-head">
            {savez.logo_key ? (
              <img className="savez-logo" src={imageUrl(savez.logo_key)} alt={T_SAVEZ.logoAlt(savez.naziv)} />
            ) : null}
            <div>
              <h2 id={`savez-${savez.id}`}>{savez.naziv}</h2>
              <p>
                <Link to={fill(ROUTES.adminSavez, { id: savez.id })} aria-label={T_ADMIN.urediNaziv(savez.naziv)}>
                  {T_ADMIN.uredi}
                </Link>
              </p>
            </div>
          </div>
          <p>
            <code>{savez.slug}</code>
          </p>
          {savez.opis ? <p>{savez.opis}</p> : null}
          {savez.email ? <p>{savez.email}</p> : null}
        </Card>
      ))}
    </div>
  );
}

/** /admin/savezi: every federation with its logo, and 'Novi savez' (admins only). */
export function Component() {
  return (
    <AdminScreen title={T_ADMIN.savezi}>
      <p>
        <ButtonLink to={ROUTES.adminNoviSavez}>{T_ADMIN.noviSavez}</ButtonLink>
      </p>
      <SaveziList />
    </AdminScreen>
  );
}
