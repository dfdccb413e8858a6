import { T, T_STAFF } from "../../../shared/texts";
import { useIsStaff } from "../../components/staff-only";
import { Alert } from "../../components/ui/alert";
import { Card } from "../../components/ui/card";
import { PageLayout } from "../../components/ui/page-layout";
import { Spinner } from "../../components/ui/spinner";
import { useDokumentiSaveza } from "./api/dokumenti";
import { DokumentSavezaForm } from "./components/dokument-saveza-form";
import { DokumentiSavezaStaff } from "./components/dokumenti-saveza-staff";

/**
 * /preuzmi-dokumente-saveza, 'Dokumenti Saveza' (SPEC §2): the list is open to every visitor (anonymous
 * callers may read dokumenti_saveza); only staff also see the form that adds one.
 */
export function Component() {
  const { data, error, isLoading, mutate } = useDokumentiSaveza();
  const isStaff = useIsStaff();
  return (
    <PageLayout title={T.dokumentiSaveza}>
      {isLoading ? <Spinner label={T.loading} /> : null}
      {error ? <Alert severity="error">{T.dokumentiError}</Alert> : null}
      {data && data.dokumenti_saveza.length === 0 ? <p>{T_STAFF.nemaDokumenata}</p> : null}
      <div className="grid">
        {data?.dokumenti_saveza.map((d) => (
          <Card key={d.id} aria-label={d.naziv}>
            <h2>{d.naziv}</h2>
            <p>{d.opis}</p>
            <a className="btn btn-text" href={d.dokument_url} target="_blank" rel="noopener noreferrer">
              {T.preuzmi}
            </a>
          </Card>
        ))}
      </div>
      {isStaff ? <DokumentSavezaForm onSaved={() => void mutate()} /> : null}
      {isStaff ? <DokumentiSavezaStaff /> : null}
    </PageLayout>
  );
}
