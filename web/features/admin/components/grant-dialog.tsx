// 'Dodijeli ulogu' for one person: a dialog naming the person, the role choice, and the question naming both
// before anything is granted. An account whose email is not verified gets a pending invitation instead.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { isAdminGrant, isStaffGrant } from "../../../../shared/permissions";
import { T_ADMIN } from "../../../../shared/texts";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { notify } from "../../../lib/notifications";
import { useSession } from "../../../lib/session";
import { grantRole } from "../api/admin-api";
import { personLabel, roleBody, roleChoiceSchema, roleLabel, type Person } from "../roles";
import { CancelButton, DialogFrame } from "../../../components/dialog";
import { RoleFields, useSavezNaziv, type RoleValues } from "./role-fields";

type Values = z.input<typeof roleChoiceSchema>;
type Output = z.output<typeof roleChoiceSchema>;

const EMPTY: RoleValues = { role: "staff", savez_id: "" };

function GrantForm({ person, onDone }: { person: Person; onDone: () => void }) {
  const { token } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, formState } = useForm<Values, unknown, Output>({
    resolver: zodResolver(roleChoiceSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const role = useWatch({ control, name: "role" }) ?? "staff";
  const savezId = useWatch({ control, name: "savez_id" }) ?? "";
  const naziv = useSavezNaziv(savezId);
  const who = personLabel(person);
  const chosen = isAdminGrant({ role }) ? roleLabel("admin") : naziv ? roleLabel("staff", { naziv }) : null;

  const submit = handleSubmit(async (choice) => {
    setFailure(null);
    const label = roleLabel(choice.role, isStaffGrant(choice) ? { naziv: naziv ?? "" } : null);
    try {
      const result = await grantRole({ user_id: person.id, ...roleBody(choice) }, token);
      if (result.applied === false) notify(T_ADMIN.ulogaNaCekanju(label, who), "info");
      else notify(T_ADMIN.ulogaDodijeljena(label, who), "success");
      onDone();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isSubmitting}>
      <RoleFields
        idPrefix="grant"
        control={control}
        register={register}
        errors={errors}
        exclude={person.savezi.map((s) => s.id)}
        disabled={isSubmitting}
      />
      {chosen ? <p role="status">{T_ADMIN.dodjelaPitanje(chosen, who)}</p> : null}
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <div className="row">
        <Button type="submit" disabled={isSubmitting}>
          {T_ADMIN.dodijeli}
        </Button>
        <CancelButton disabled={isSubmitting} />
      </div>
    </form>
  );
}

/** The 'Dodijeli ulogu' button of one person and its dialog; `onChanged` refetches the people. */
export function GrantButton({ person, onChanged }: { person: Person; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const who = personLabel(person);
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        aria-label={T_ADMIN.dodijeliUloguOsobi(who)}
        onClick={() => setOpen(true)}
      >
        {T_ADMIN.dodijeliUlogu}
      </Button>
      <DialogFrame
        open={open}
        onOpenChange={setOpen}
        title={T_ADMIN.dodjelaNaslov}
        description={T_ADMIN.dodijeliUloguOsobi(who)}
      >
        {open ? (
          <GrantForm
            person={person}
            onDone={() => {
              setOpen(false);
              onChanged();
            }}
          />
        ) : null}
      </DialogFrame>
    </>
  );
}
