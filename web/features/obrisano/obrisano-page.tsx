// /obrisano: the federation's deleted items of every kind, newest first, each with 'Vrati' for 30 days after
// its deletion (then the scheduled purge removes it for good).
import { croatianDateTime } from "../../../shared/dates";
import { EDITABLE, type Editable } from "../../../shared/graphql/operations";
import { Obrisano } from "../../../shared/graphql/obrisano";
import { T, T_UREDI } from "../../../shared/texts";
import { ActionButton } from "../../components/dialog";
import { staffScreen } from "../../components/staff-only";
import { Alert } from "../../components/ui/alert";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useCurrentSavez } from "../../lib/current-savez";
import { restoreItem, type Versioned } from "../../lib/edit-row";
import { useOperation } from "../../lib/graphql";
import { useSession } from "../../lib/session";

/** A deleted row of any kind, as Obrisano lists it (each kind has some of these fields). */
interface Deleted extends Versioned {
  deleted_at: string | null;
  subject?: string | null;
  description?: string | null;
  ime?: string;
  prezime?: string;
  team?: string;
  naziv?: string;
  payload?: { naziv?: string };
  first_name?: string;
  last_name?: string;
  number?: string;
}

/** Obrisano's answer by table; a kind it does not list (a start list's rows) has none. */
type Trash = Partial<Record<string, readonly Deleted[]>>;

/** How a person recognises a deleted item of each kind. */
function labelOf(row: Deleted): string {
  if (row.ime) return `${row.ime} ${row.prezime} (${row.team})`;
  if (row.number) return `${row.first_name} ${row.last_name} (${row.number})`;
  if (row.payload) return row.payload.naziv ?? T_UREDI.vrste.rezultati;
  return row.subject || row.naziv || row.description?.slice(0, 60) || row.id;
}

function DeletedItem({ editable, row }: { editable: Editable; row: Deleted }) {
  const { token } = useSession();
  const label = labelOf(row);
  return (
    <li className="row trash-item">
      <span>
        <strong>{label}</strong> <small>{T_UREDI.obrisanDana(croatianDateTime(row.deleted_at) ?? "")}</small>
      </span>
      <ActionButton
        label={T_UREDI.vrati}
        hiddenLabel={`${T_UREDI.vrati}: ${label}`}
        action={() => restoreItem(editable, row, token)}
      />
    </li>
  );
}

function ObrisanoList() {
  const { savezId, ready } = useCurrentSavez();
  const { data, error, isLoading } = useOperation(Obrisano, { savez_id: savezId }, { enabled: ready });
  const trash: Trash | undefined = data;
  if (isLoading || !ready) return <Spinner label={T.loading} />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  const kinds = (Object.entries(EDITABLE) as [Editable, string][]).filter(([, table]) => trash?.[table]?.length);
  return (
    <>
      <p>{T_UREDI.obrisanoUvod}</p>
      {kinds.length === 0 ? <p>{T_UREDI.nistaObrisano}</p> : null}
      {kinds.map(([editable, table]) => (
        <Card key={table} aria-labelledby={`obrisano-${table}`}>
          <h2 id={`obrisano-${table}`}>{T_UREDI.vrste[table]}</h2>
          <ul className="trash-list">
            {trash![table]!.map((row) => (
              <DeletedItem key={row.id} editable={editable} row={row} />
            ))}
          </ul>
        </Card>
      ))}
    </>
  );
}

export const Component = staffScreen(T_UREDI.obrisano, ObrisanoList);
