// One stored item of a staff list (an announcement, a result, a competition, a document): its name, what the
// list shows of it, 'Uredi' opening the edit dialog ('Podaci' with the caller's form, 'Povijest' with its audit
// entries) and 'Obriši' (to 'Obrisano'). Every staff list draws its items with this one component.
import { useState, type ReactNode } from "react";
import { EDITABLE, type Editable } from "../../shared/graphql/operations";
import type { Versioned } from "../lib/edit-row";
import { EditDialog } from "./edit-dialog";
import { RowActions } from "./row-actions";
import { Card } from "./ui/card";

/** The edit dialog of one stored item of kind `editable` (its 'Povijest' reads the kind's audit entries). */
export function EditableDialog({
  editable,
  row,
  label,
  open,
  onOpenChange,
  children,
}: {
  editable: Editable;
  row: Versioned;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <EditDialog open={open} onOpenChange={onOpenChange} label={label} entity={EDITABLE[editable]} entityId={row.id}>
      {children}
    </EditDialog>
  );
}

/** One stored item with its actions (see the file's comment); `as="li"` for a plain list. */
export function EditableItem({
  editable,
  row,
  label,
  as = "card",
  heading = true,
  children,
  edit,
  "aria-label": ariaLabel,
}: {
  editable: Editable;
  row: Versioned;
  /** How a person names the item: its heading, the buttons' accessible names and the dialog's title. */
  label: string;
  /** A card in a grid, or an item of a list (`<li>`). */
  as?: "card" | "li";
  /** False when `children` already name the item (a document's link). */
  heading?: boolean;
  children?: ReactNode;
  /** The edit form, given the function that closes the dialog once saved; without it only 'Obriši' shows. */
  edit?: (close: () => void) => ReactNode;
  "aria-label"?: string;
}) {
  const [editing, setEditing] = useState(false);
  const body = (
    <>
      {heading ? <h3>{label}</h3> : null}
      {children}
      <RowActions editable={editable} row={row} label={label} onEdit={edit ? () => setEditing(true) : undefined} />
      {edit ? (
        <EditableDialog editable={editable} row={row} label={label} open={editing} onOpenChange={setEditing}>
          {edit(() => setEditing(false))}
        </EditableDialog>
      ) : null}
    </>
  );
  if (as === "li") return <li aria-label={ariaLabel}>{body}</li>;
  return <Card aria-label={ariaLabel}>{body}</Card>;
}
