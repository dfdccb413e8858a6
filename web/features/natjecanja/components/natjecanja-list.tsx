import { Link } from "react-router";
import { ROUTES, documentUrl, fill } from "../../../../shared/paths";
import { natjecanjeDates, natjecanjeFields } from "../../../../shared/entities/natjecanje/input";
import { withRules } from "../../../../shared/entities/rules";
import { EditableFieldsItem } from "../../../components/fields-edit-form";
import { ReplaceDocument } from "./replace-document";
import { StartnaLista } from "./startna-lista";
import { T, T_PRIJAVE_SAVEZ, T_STAFF } from "../../../../shared/texts";
import { formValues, maskOf, placeOf } from "../../../../shared/entities/fields";
import { NATJECANJE_FIELDS, NATJECANJE_FIELD_NAMES } from "../../../../shared/entities/natjecanje/fields";
import { NATJECANJE_FORM } from "../validate";
import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import type { Natjecanje } from "../../../lib/natjecanja";
import { croatianDateRange } from "../../../../shared/dates";
import { DocumentLinks } from "../../../components/document-links";

/** The competition's fields as the entry form checks them ("Do" not before "Od" included). */
const SCHEMA = withRules(natjecanjeFields.pick(maskOf(NATJECANJE_FIELD_NAMES)), natjecanjeDates);

function NatjecanjeCard({ natjecanje }: { natjecanje: Natjecanje }) {
  const { naziv } = natjecanje;
  return (
    <EditableFieldsItem
      editable="Natjecanje"
      row={natjecanje}
      label={naziv}
      aria-label={naziv}
      form={{ fields: NATJECANJE_FORM, schema: SCHEMA, values: formValues(NATJECANJE_FIELDS, natjecanje) }}
      also={(close) => <ReplaceDocument row={natjecanje} onSaved={close} />}
    >
      <p>
        {croatianDateRange(natjecanje.datum_od, natjecanje.datum_do)}, {placeOf(NATJECANJE_FIELDS, natjecanje)}
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
      <StartnaLista natjecanje={natjecanje} />
      <p>
        <Link to={fill(ROUTES.prijaveNatjecanja, { id: natjecanje.id })}>{T_PRIJAVE_SAVEZ.prijave}</Link>
      </p>
    </EditableFieldsItem>
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
