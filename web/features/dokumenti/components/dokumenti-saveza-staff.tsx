// Staff's own list of their federation's documents, with 'Uredi' (name and description, and 'Povijest') and
// 'Obriši' (to 'Obrisano'); the public list above it shows every federation's documents as visitors see them.
import { DokumentiSaveza } from "../../../../shared/entities/dokument-saveza/operations";
import type { ResultOf } from "../../../../shared/graphql/define";
import { dokumentSavezaSchema } from "../../../../shared/entities/dokument-saveza/input";
import { T, T_STAFF, T_UREDI } from "../../../../shared/texts";
import { EditableDocumentItem } from "../../../components/fields-edit-form";
import { useCurrentSavez } from "../../../lib/current-savez";
import { useOperation } from "../../../lib/graphql";

type Dokument = ResultOf<typeof DokumentiSaveza>["dokumenti_saveza"][number];

const FIELDS = [
  { name: "naziv", label: T_STAFF.naziv },
  { name: "opis", label: T.opis, kind: "textarea" },
] as const;
const SCHEMA = dokumentSavezaSchema.pick({ naziv: true, opis: true });

function DokumentItem({ dokument }: { dokument: Dokument }) {
  return (
    <EditableDocumentItem
      editable="DokumentSaveza"
      dokument={dokument}
      form={{ fields: FIELDS, schema: SCHEMA, values: { naziv: dokument.naziv, opis: dokument.opis } }}
    >
      <a href={dokument.dokument_url} target="_blank" rel="noopener noreferrer">
        {dokument.naziv}
      </a>
    </EditableDocumentItem>
  );
}

export function DokumentiSavezaStaff() {
  const { savezId, current, ready } = useCurrentSavez();
  const { data } = useOperation(DokumentiSaveza, { savez_id: savezId }, { enabled: ready });
  if (!data?.dokumenti_saveza.length) return null;
  return (
    <section aria-labelledby="dokumenti-saveza-uredi">
      <h2 id="dokumenti-saveza-uredi">
        {T_UREDI.vrste.dokumenti_saveza}
        {current ? `: ${current.naziv}` : ""}
      </h2>
      <ul className="plain-list">
        {data.dokumenti_saveza.map((d) => (
          <DokumentItem key={d.id} dokument={d} />
        ))}
      </ul>
    </section>
  );
}
