// What staff do to one membership of the register: 'Obnovi' (the next season in one click), 'Suspendiraj'
// (asks for the required reason), 'Aktiviraj', 'Izdaj novu iskaznicu' (asks first: older QR codes stop being
// valid), 'Uredi' (with its 'Povijest') and 'Obriši' (to 'Obrisano').
// Every one names the version the list showed, so a change made meanwhile shows the catalogue's 409 text.
import { useState } from "react";
import { z } from "zod";
import { membershipDates, membershipSchema, suspensionReason } from "../../../../shared/entities/membership/input";
import { withRules } from "../../../../shared/entities/rules";
import { isoDate } from "../../../../shared/schemas/text";
import { T_CLANSTVO, T_REGISTAR } from "../../../../shared/texts";
import { CancelButton, ConfirmButton, DialogFrame, useBusyAction } from "../../../components/dialog";
import { EditableDialog } from "../../../components/editable-item";
import { FieldsEditForm, type EditField } from "../../../components/fields-edit-form";
import { formFields, formValues, maskOf } from "../../../../shared/entities/fields";
import { MEMBERSHIP_FIELDS, MEMBERSHIP_FIELD_NAMES } from "../../../../shared/entities/membership/fields";
import { TextArea } from "../../../components/form-controls";
import { NamedFor, RowActions } from "../../../components/row-actions";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { croatianDate } from "../../../../shared/dates";
import { useSession } from "../../../lib/session";
import {
  activateMembership,
  reissueCard,
  renewMembership,
  suspendMembership,
  type StoredMembership,
} from "../api/clanstva";

/** How a person names a membership: its holder and its number. */
export const labelOf = (m: StoredMembership) => `${m.first_name} ${m.last_name} (${m.number})`;

/** The membership's fields as its folder declares them; an admin also edits the number. */
const EDIT_FIELDS: EditField[] = formFields(MEMBERSHIP_FIELDS);
const NUMBER_FIELD: EditField = { name: "number", label: T_CLANSTVO.number };

/** The edit's fields: the shared schema's, an empty date of birth meaning none. */
const EDIT_FIELDS_SCHEMA = membershipSchema
  .pick(maskOf(MEMBERSHIP_FIELD_NAMES))
  .extend({ date_of_birth: z.preprocess((v) => (v === "" ? null : v), isoDate.nullable()) });
/** The edit's schema: its fields, and the expiry no earlier than the start (the create input's rule). */
const EDIT_SCHEMA = withRules(EDIT_FIELDS_SCHEMA, membershipDates);
const ADMIN_EDIT_SCHEMA = withRules(
  EDIT_FIELDS_SCHEMA.extend({ number: membershipSchema.shape.number.unwrap() }),
  membershipDates,
);

/** 'Uredi': the membership's fields (an admin also its number), 'Povijest' beside them. */
export function EditMembership({
  row,
  admin,
  onClose,
}: {
  row: StoredMembership;
  admin: boolean;
  onClose: () => void;
}) {
  const values: Record<string, string> = {
    ...formValues(MEMBERSHIP_FIELDS, row),
    ...(admin ? { number: row.number } : {}),
  };
  return (
    <EditableDialog editable="Clanstvo" row={row} label={labelOf(row)} open onOpenChange={(open) => !open && onClose()}>
      <FieldsEditForm
        editable="Clanstvo"
        row={row}
        fields={admin ? [NUMBER_FIELD, ...EDIT_FIELDS] : EDIT_FIELDS}
        schema={admin ? ADMIN_EDIT_SCHEMA : EDIT_SCHEMA}
        values={values}
        onSaved={onClose}
      />
    </EditableDialog>
  );
}

/** 'Suspendiraj': a dialog asking for the reason, which is required. */
function SuspendButton({ row, onDone }: { row: StoredMembership; onDone: (text: string) => void }) {
  const { token } = useSession();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const { busy, error, run, clearError } = useBusyAction(() => suspendMembership(row, reason.trim(), token));
  const id = `razlog-${row.id}`;

  const confirm = async () => {
    const unnamed = !suspensionReason.holds({ status: "suspendirana", suspension_reason: reason.trim() });
    setMissing(unnamed);
    if (unnamed) return;
    if (await run()) {
      setOpen(false);
      onDone(T_REGISTAR.suspendirano(row.number));
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          clearError();
          setReason("");
          setMissing(false);
          setOpen(true);
        }}
      >
        <NamedFor action={T_REGISTAR.suspendiraj} item={labelOf(row)} />
      </Button>
      <DialogFrame
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={T_REGISTAR.suspendirajNaslov(labelOf(row))}
        description={T_REGISTAR.suspendirajOpis}
      >
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <TextArea
            id={id}
            label={T_REGISTAR.razlog}
            rows={3}
            required
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={missing ? { type: "server", message: suspensionReason.message } : undefined}
          />
          {error ? <Alert severity="error">{error}</Alert> : null}
          <div className="row">
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {T_REGISTAR.suspendiraj}
            </Button>
            <CancelButton disabled={busy} />
          </div>
        </form>
      </DialogFrame>
    </>
  );
}

/** A button that acts at once and reports what it did (or the refusal, e.g. the 409 text) under the list. */
function StepButton({
  action,
  row,
  run: step,
  onDone,
}: {
  action: string;
  row: StoredMembership;
  run: () => Promise<string>;
  onDone: (text: string) => void;
}) {
  const busy = useBusyAction(async () => {
    onDone(await step());
  });
  return (
    <>
      <Button variant="secondary" disabled={busy.busy} aria-busy={busy.busy} onClick={() => void busy.run()}>
        <NamedFor action={action} item={labelOf(row)} />
      </Button>
      {busy.error ? <Alert severity="error">{busy.error}</Alert> : null}
    </>
  );
}

/** Every action of one row; `onNotice` gets the text of what was done, `onEdit` opens the edit dialog. */
export function MembershipActions({
  row,
  today,
  onNotice,
  onEdit,
}: {
  row: StoredMembership;
  today: string;
  onNotice: (text: string) => void;
  onEdit: () => void;
}) {
  const { token } = useSession();
  const renew = async () =>
    T_REGISTAR.obnovljeno(row.number, croatianDate(await renewMembership(row, today, token)) ?? "");
  const activate = async () => {
    await activateMembership(row, token);
    return T_REGISTAR.aktivirano(row.number);
  };
  return (
    <div className="row row-actions">
      <StepButton action={T_REGISTAR.obnovi} row={row} run={renew} onDone={onNotice} />
      {row.status === "suspendirana" ? (
        <StepButton action={T_REGISTAR.aktiviraj} row={row} run={activate} onDone={onNotice} />
      ) : (
        <SuspendButton row={row} onDone={onNotice} />
      )}
      <ConfirmButton
        label={T_REGISTAR.novaIskaznica}
        hiddenLabel={`${T_REGISTAR.novaIskaznica}: ${labelOf(row)}`}
        title={T_REGISTAR.novaIskaznicaNaslov(labelOf(row))}
        question={T_REGISTAR.novaIskaznicaOpis}
        confirmLabel={T_REGISTAR.novaIskaznicaPotvrdi}
        action={async () => {
          await reissueCard(row, token);
          onNotice(T_REGISTAR.novaIskaznicaIzdana(row.number));
        }}
      />
      <RowActions editable="Clanstvo" row={row} label={labelOf(row)} onEdit={onEdit} />
    </div>
  );
}
