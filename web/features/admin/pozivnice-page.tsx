import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import useSWR from "swr";
import type { z } from "zod";
import { croatianDateTime } from "../../../shared/dates";
import { T, T_ADMIN } from "../../../shared/texts";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { notify } from "../../lib/notifications";
import { useSession } from "../../lib/session";
import { createInvitation, fetchInvitations, withdrawInvitation } from "./api/admin-api";
import { adminScreen } from "./components/admin-screen";
import { AdminTable } from "./components/admin-table";
import { ConfirmButton } from "../../components/dialog";
import { RoleFields } from "./components/role-fields";
import { invitationFormSchema, roleBody, roleLabel, type Invitation } from "./roles";
import { TextField } from "../../components/form-controls";

type Values = z.input<typeof invitationFormSchema>;
type Output = z.output<typeof invitationFormSchema>;

const EMPTY: Values = { email: "", role: "staff", savez_id: "" };

function useInvitations() {
  const { token } = useSession();
  return useSWR<Invitation[], Error>(token ? ["admin-invitations", token] : null, () => fetchInvitations(token));
}

function InvitationForm({ onSaved }: { onSaved: () => void }) {
  const { token } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, formState } = useForm<Values, unknown, Output>({
    resolver: zodResolver(invitationFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ email, ...choice }) => {
    try {
      const result = await createInvitation({ email, ...roleBody(choice) }, token);
      reset(EMPTY);
      setSaved(result.applied ? T_ADMIN.pozivnicaPrimijenjena(email) : T_ADMIN.pozivnicaSpremljena(email));
      onSaved();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form
      className="form"
      noValidate
      aria-labelledby="nova-pozivnica"
      aria-busy={isSubmitting}
      onSubmit={(event) => {
        setFailure(null);
        setSaved(null);
        void submit(event);
      }}
    >
      <h2 id="nova-pozivnica">{T_ADMIN.novaPozivnica}</h2>
      <TextField
        id="pozivnica-email"
        label={`${T_ADMIN.emailPozvanog} *`}
        error={errors.email}
        type="email"
        required
        autoComplete="off"
        {...register("email")}
      />
      <RoleFields idPrefix="pozivnica" control={control} register={register} errors={errors} disabled={isSubmitting} />
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {saved ? <Alert severity="success">{saved}</Alert> : null}
      <div className="row">
        <Button type="submit" disabled={isSubmitting}>
          {T_ADMIN.posaljiPozivnicu}
        </Button>
      </div>
    </form>
  );
}

function PendingList({ invitations, onChanged }: { invitations: Invitation[]; onChanged: () => void }) {
  const { token } = useSession();
  return (
    <AdminTable
      caption={T_ADMIN.pozivniceNaCekanju}
      columns={[T_ADMIN.email, T_ADMIN.uloga, T_ADMIN.stvorena, T_ADMIN.radnje]}
    >
      {invitations.map((invitation) => {
        const label = roleLabel(invitation.role, invitation.savez);
        return (
          <tr key={invitation.id}>
            <td>{invitation.email}</td>
            <td>{label}</td>
            <td>
              {croatianDateTime(invitation.created_at) ?? invitation.created_at ?? ""}
              {invitation.expired ? (
                <>
                  {" "}
                  <span className="badge badge-expired" title={T_ADMIN.isteklaOpis}>
                    {T_ADMIN.istekla}
                  </span>
                </>
              ) : null}
            </td>
            <td>
              <ConfirmButton
                label={T_ADMIN.povuci}
                accessibleLabel={T_ADMIN.povuciPozivnicu(invitation.email)}
                title={T_ADMIN.povlacenjeNaslov}
                question={T_ADMIN.povlacenjePitanje(label, invitation.email)}
                confirmLabel={T_ADMIN.povuci}
                action={async () => {
                  await withdrawInvitation(invitation.id, token);
                  notify(T_ADMIN.pozivnicaPovucena(invitation.email), "success");
                  onChanged();
                }}
              />
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}

function Invitations() {
  const headingId = useId();
  const { data, error, isLoading, mutate } = useInvitations();
  const refresh = () => void mutate();
  return (
    <>
      <InvitationForm onSaved={refresh} />
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{T_ADMIN.pozivniceNaCekanju}</h2>
        {isLoading ? <Spinner label={T.loading} /> : null}
        {error ? <Alert severity="error">{error.message || T_ADMIN.pozivniceError}</Alert> : null}
        {data && data.length === 0 ? <p>{T_ADMIN.nemaPozivnica}</p> : null}
        {data && data.length > 0 ? <PendingList invitations={data} onChanged={refresh} /> : null}
      </section>
    </>
  );
}

/** /admin/pozivnice: invite an email that has not signed in yet to a role; the pending list with 'Povuci'. */
export const Component = adminScreen(T_ADMIN.pozivnice, Invitations);
