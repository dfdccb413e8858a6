import { documentUrl } from "../../../../shared/paths";
import { T, T_STAFF } from "../../../../shared/texts";
import { Alert } from "../../../components/ui/alert";
import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import type { Natjecanje } from "../../../lib/natjecanja";
import { hrDate } from "../format";
import { DocumentLinks } from "../../../components/document-links";

function NatjecanjeCard({ natjecanje }: { natjecanje: Natjecanje }) {
  return (
    <Card aria-label={natjecanje.naziv}>
      <h3>{natjecanje.naziv}</h3>
      <p>
        {hrDate(natjecanje.datum_od)} – {hrDate(natjecanje.datum_do)}, {natjecanje.lokacija}
      </p>
      {natjecanje.dokument_key ? (
        <p>
          {T_STAFF.dokument}:{" "}
          <a href={documentUrl(natjecanje.dokument_key)} target="_blank" rel="noopener noreferrer">
            {natjecanje.dokument_naziv ?? natjecanje.dokument_key}
          </a>
        </p>
      ) : null}
      {natjecanje.dokumenti.length > 0 ? (
        <>
          <p>{T_STAFF.dokumentiRezultata}:</p>
          <DocumentLinks dokumenti={natjecanje.dokumenti} />
        </>
      ) : null}
    </Card>
  );
}

/** The stored competitions with their documents (opened in a new tab). */
export function NatjecanjaList({
  natjecanja,
  error,
  isLoading,
}: {
  natjecanja: Natjecanje[] | undefined;
  error: unknown;
  isLoading: boolean;
}) {
  if (isLoading) return <Spinner label={T.loading} />;
  if (error) return <Alert severity="error">{T_STAFF.natjecanjaError}</Alert>;
  if (!natjecanja?.length) return <p>{T_STAFF.nemaNatjecanja}</p>;
  return (
    <div className="grid">
      {natjecanja.map((n) => (
        <NatjecanjeCard key={n.id} natjecanje={n} />
      ))}
    </div>
  );
}
