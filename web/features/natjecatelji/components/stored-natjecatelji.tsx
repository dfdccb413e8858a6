import { useState } from "react";
import { natjecateljSchema } from "../../../../shared/entities/natjecatelj/input";
import { T, T_ENTRY, T_UREDI } from "../../../../shared/texts";
import { EditableDialog } from "../../../components/editable-item";
import { FieldsEditForm } from "../../../components/fields-edit-form";
import { RowActions } from "../../../components/row-actions";
import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import type { StoredNatjecatelj } from "../api/natjecatelji";
import { NatjecateljiTable } from "./natjecatelji-table";

const FIELDS = [
  { name: "ime", label: T.ime },
  { name: "prezime", label: T.prezime },
  { name: "team", label: T.tim },
] as const;
const SCHEMA = natjecateljSchema.pick({ ime: true, prezime: true, team: true });
const labelOf = (n: StoredNatjecatelj) => `${n.ime} ${n.prezime} (${n.team})`;

/** One edit dialog for the whole list (it may hold thousands of rows), opened on the row being edited. */
function EditNatjecatelj({ row, onClose }: { row: StoredNatjecatelj; onClose: () => void }) {
  return (
    <EditableDialog
      editable="Natjecatelj"
      row={row}
      label={labelOf(row)}
      open
      onOpenChange={(open) => !open && onClose()}
    >
      <FieldsEditForm
        editable="Natjecatelj"
        row={row}
        fields={FIELDS}
        schema={SCHEMA}
        values={{ ime: row.ime, prezime: row.prezime, team: row.team }}
        onSaved={onClose}
      />
    </EditableDialog>
  );
}

/** The stored competitors for staff, newest first, each with 'Uredi' and 'Obriši'. */
export function StoredNatjecatelji({
  rows,
  error,
  isLoading,
}: {
  rows: StoredNatjecatelj[] | undefined;
  error: unknown;
  isLoading: boolean;
}) {
  const [editing, setEditing] = useState<StoredNatjecatelj | null>(null);
  return (
    <section aria-labelledby="spremljeni">
      <h2 id="spremljeni">{T_ENTRY.spremljeniNatjecatelji}</h2>
      {isLoading ? <Spinner label={T_ENTRY.spremljeniNatjecatelji} /> : null}
      {error ? <Alert severity="error">{T_ENTRY.natjecateljiError}</Alert> : null}
      {rows && rows.length === 0 ? <p>{T_ENTRY.nemaNatjecatelja}</p> : null}
      {rows && rows.length > 0 ? (
        <>
          <p>{T_ENTRY.ukupno(rows.length)}</p>
          <NatjecateljiTable
            rows={rows}
            caption={T_ENTRY.spremljeniNatjecatelji}
            extraHeaders={[T_UREDI.uredi]}
            extraCells={(i) => [
              <RowActions
                key="actions"
                editable="Natjecatelj"
                row={rows[i]!}
                label={labelOf(rows[i]!)}
                onEdit={() => setEditing(rows[i]!)}
              />,
            ]}
          />
          {editing ? <EditNatjecatelj row={editing} onClose={() => setEditing(null)} /> : null}
        </>
      ) : null}
    </section>
  );
}
