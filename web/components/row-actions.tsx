// 'Uredi' and 'Obriši' beside every item of a staff list; each button's name ends with the item's (hidden
// text, not aria-label, so a form's labels never match a list's buttons). 'Obriši' asks first in a dialog naming the item; the
// item then moves to 'Obrisano', where it can be restored for 30 days.
import type { Editable } from "../../shared/graphql/operations";
import { T_UREDI } from "../../shared/texts";
import { deleteItem, type Versioned } from "../lib/edit-row";
import { useSession } from "../lib/session";
import "./row-actions.css";
import { ConfirmButton } from "./dialog";
import { Button } from "./ui/button";

/**
 * A button's text "Uredi" that assistive technology reads as "Uredi: <item>" (one text node each: inline
 * siblings would be read with a space before the colon).
 */
export function NamedFor({ action, item }: { action: string; item: string }) {
  return (
    <>
      <span aria-hidden="true">{action}</span>
      <span className="visually-hidden">{`${action}: ${item}`}</span>
    </>
  );
}

export function RowActions({
  editable,
  row,
  label,
  onEdit,
}: {
  editable: Editable;
  row: Versioned;
  /** How a person names the item (its title), for the buttons' accessible names and the question. */
  label: string;
  onEdit?: () => void;
}) {
  const { token } = useSession();
  return (
    <div className="row row-actions">
      {onEdit ? (
        <Button variant="secondary" aria-haspopup="dialog" onClick={onEdit}>
          <NamedFor action={T_UREDI.uredi} item={label} />
        </Button>
      ) : null}
      <ConfirmButton
        label={T_UREDI.obrisi}
        hiddenLabel={`${T_UREDI.obrisi}: ${label}`}
        title={T_UREDI.obrisiNaslov}
        question={T_UREDI.obrisiPitanje(label)}
        confirmLabel={T_UREDI.obrisi}
        action={() => deleteItem(editable, row, token)}
      />
    </div>
  );
}
