import { useNavigate, useParams } from "react-router";
import { ROUTES } from "../../../shared/paths";
import { T, T_ADMIN, T_SAVEZ } from "../../../shared/texts";
import { Alert } from "../../components/ui/alert";
import { ButtonLink } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { notify } from "../../lib/notifications";
import { useSavezi } from "../../lib/savezi";
import { AdminScreen } from "./components/admin-screen";
import { SavezForm } from "./components/savez-form";

const back = (
  <p>
    <ButtonLink variant="text" to={ROUTES.adminSavezi}>
      {T_ADMIN.natragNaSaveze}
    </ButtonLink>
  </p>
);

/** /admin/savezi/novi: a new federation; once saved, back to the list with a notice. */
function NewSavez() {
  const navigate = useNavigate();
  return (
    <AdminScreen title={T_ADMIN.noviSavez}>
      {back}
      <SavezForm
        savez={null}
        onSaved={({ naziv }) => {
          notify(T_ADMIN.savezDodan(naziv), "success");
          void navigate(ROUTES.adminSavezi);
        }}
      />
    </AdminScreen>
  );
}

/** /admin/savezi/:id: edits one federation, sending the version it read. */
function EditSavez({ id }: { id: string }) {
  const { data, error, isLoading } = useSavezi();
  const savez = data?.savezi.find((s) => s.id === id) ?? null;
  return (
    <AdminScreen title={savez ? T_ADMIN.urediSavez(savez.naziv) : T_ADMIN.savezi}>
      {back}
      {isLoading ? <Spinner label={T.loading} /> : null}
      {error ? <Alert severity="error">{T_SAVEZ.saveziError}</Alert> : null}
      {data && !savez ? <Alert severity="error">{T_ADMIN.savezNijePronaden}</Alert> : null}
      {/* a save refetches the list before it reports success, so the next save sends the new version */}
      {savez ? <SavezForm key={savez.id} savez={savez} onSaved={() => undefined} /> : null}
    </AdminScreen>
  );
}

/** The federation form's screen: new under /admin/savezi/novi, an edit under /admin/savezi/:id (admins only). */
export function Component() {
  const { id } = useParams();
  return id ? <EditSavez id={id} /> : <NewSavez />;
}
