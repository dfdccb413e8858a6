import { useState, type FormEvent } from "react";
import { T, T_STAFF } from "../../../shared/texts";
import { DocumentDropzone, UploadProgress } from "../../components/document-dropzone";
import { NatjecanjeSelect } from "../../components/natjecanje-select";
import { StaffOnly } from "../../components/staff-only";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { PageLayout } from "../../components/ui/page-layout";
import { useNatjecanja, type Natjecanje } from "../../lib/natjecanja";
import { useDocumentSubmit } from "../../lib/use-document-submit";
import { createDokumentRezultata } from "./api/dokumenti";
import { DocumentLinks } from "../../components/document-links";

function ResultDocuments({ natjecanja }: { natjecanja: Natjecanje[] }) {
  return (
    <div className="grid">
      {natjecanja.map((n) => (
        <Card key={n.id} aria-label={n.naziv}>
          <h3>{n.naziv}</h3>
          <DocumentLinks dokumenti={n.dokumenti} />
        </Card>
      ))}
    </div>
  );
}

function DokumentRezultataScreen() {
  const { data, error: loadError, mutate } = useNatjecanja();
  const [natjecanjeId, setNatjecanjeId] = useState("");
  const { file, setFile, error, setError, saved, setSaved, progress, busy, send } = useDocumentSubmit();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    if (!natjecanjeId || !file) return setError(T.missingFields);
    const ok = await send(file, (stored, token) =>
      createDokumentRezultata({ natjecanje_id: natjecanjeId, naziv: stored.naziv, dokument_key: stored.key }, token),
    );
    if (ok) void mutate();
  }

  return (
    <>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <NatjecanjeSelect
          id="dokument-natjecanje"
          value={natjecanjeId}
          onChange={setNatjecanjeId}
          natjecanja={data?.natjecanja}
        />
        <DocumentDropzone file={file} onFile={setFile} onError={setError} disabled={busy} />
        {progress !== null ? <UploadProgress percent={progress} /> : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
        {loadError ? <Alert severity="error">{T_STAFF.natjecanjaError}</Alert> : null}
        {saved ? <Alert severity="success">{T_STAFF.dokumentRezultataOk}</Alert> : null}
        <Button type="submit" disabled={busy}>
          {T.posalji}
        </Button>
      </form>
      <h2>{T_STAFF.dokumentiRezultata}</h2>
      {data ? <ResultDocuments natjecanja={data.natjecanja.filter((n) => n.dokumenti.length > 0)} /> : null}
    </>
  );
}

/** /unesi-dokumente-rezultata: a result document (PDF/DOCX) attached to a stored competition (staff). */
export function Component() {
  return (
    <PageLayout title={T_STAFF.unesiDokumenteRezultata} narrow>
      <StaffOnly>
        <DokumentRezultataScreen />
      </StaffOnly>
    </PageLayout>
  );
}
