// /savez/klubovi (issue 29): the federation's clubs for its staff: the list (name, short name, status, its
// public page), a new club (name, short name, address slug, OIB with its check digit, address, email), and
// each club's edit, status included (aktivan, suspendiran, ugašen).
import { useState } from "react";
import { Link } from "react-router";
import { klubSchema } from "../../../shared/entities/klub/input";
import { KLUB_STATUSES } from "../../../shared/entities/klubovi-common";
import type { StoredKlub } from "../../../shared/entities/klub/operations";
import { can } from "../../../shared/permissions";
import { ROUTES, fill } from "../../../shared/paths";
import { T_MOJ_KLUB, T_STAFF, T_STATUS_KLUBOVI } from "../../../shared/texts";
import { Cell, SelectField } from "../../components/form-controls";
import { KlubForm, firstMessages } from "../../components/klub-fields";
import { DataTable } from "../../components/data-table";
import { GuardedPage } from "../../components/role-guard";
import { SavezSwitcher } from "../../components/savez-switcher";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { useCurrentSavez } from "../../lib/current-savez";
import { createKlub, saveKlub, useKluboviSaveza } from "./api";

const FIELDS = ["naziv", "kratki_naziv", "slug", "oib", "adresa", "email"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string> & { status: string };

const EMPTY: Values = { naziv: "", kratki_naziv: "", slug: "", oib: "", adresa: "", email: "", status: "aktivan" };
const statusWord = (s: string) => (T_STATUS_KLUBOVI.klub as Record<string, string>)[s] ?? s;

/** The values as the club's input (blank OIB: none), or each field's first message. */
function parse(values: Values, savezId: string | null) {
  const parsed = klubSchema.safeParse({ ...values, oib: values.oib.trim() || null, savez_id: savezId });
  if (parsed.success) return { object: parsed.data, errors: {} };
  return { object: null, errors: firstMessages<Field>(parsed.error) };
}

/** The club form: a new club (no `row`) or one club's edit. */
function KlubEditForm({ row, savezId, onDone }: { row?: StoredKlub; savezId: string | null; onDone?: () => void }) {
  const [values, setValues] = useState<Values>(() =>
    row
      ? ({
          ...EMPTY,
          ...Object.fromEntries([...FIELDS, "status"].map((f) => [f, String(row[f as Field] ?? "")])),
        } as Values)
      : EMPTY,
  );
  const id = row ? `klub-${row.id}` : "novi-klub";

  async function save() {
    const { object } = parse(values, savezId);
    if (!object) return;
    if (row) {
      const { savez_id: _s, ...set } = object;
      await saveKlub(row, set);
    } else {
      await createKlub(object);
      setValues(EMPTY);
    }
    onDone?.();
  }

  return (
    <KlubForm
      label={row ? T_MOJ_KLUB.uredi(row.naziv) : T_MOJ_KLUB.noviKlub}
      idPrefix={id}
      fields={FIELDS}
      values={values}
      onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      check={() => parse(values, savezId).errors}
      save={save}
    >
      {row ? (
        <SelectField
          id={`${id}-status`}
          label={T_MOJ_KLUB.status}
          value={values.status}
          options={KLUB_STATUSES.map((s) => ({ value: s, label: statusWord(s) }))}
          onChange={(event) => setValues((v) => ({ ...v, status: event.target.value }))}
        />
      ) : null}
    </KlubForm>
  );
}

function Screen() {
  const { savezId } = useCurrentSavez();
  const { data, error } = useKluboviSaveza(savezId);
  const [editing, setEditing] = useState<string | null>(null);
  const rows = data?.klubovi ?? [];
  const headers = [T_MOJ_KLUB.naziv, T_MOJ_KLUB.kratkiNaziv, T_MOJ_KLUB.status, T_MOJ_KLUB.radnje];
  return (
    <>
      <SavezSwitcher />
      {error ? <Alert severity="error">{T_MOJ_KLUB.greska}</Alert> : null}
      {data && rows.length === 0 ? <p>{T_MOJ_KLUB.nemaKlubova}</p> : null}
      {rows.length > 0 ? (
        <DataTable headers={headers} caption={T_MOJ_KLUB.kluboviSaveza} testId="klubovi-saveza">
          {rows.map((k) => (
            <tr key={k.id}>
              <Cell column={T_MOJ_KLUB.naziv}>
                <Link to={fill(ROUTES.klub, { slug: k.slug })}>{k.naziv}</Link>
              </Cell>
              <Cell column={T_MOJ_KLUB.kratkiNaziv}>{k.kratki_naziv}</Cell>
              <Cell column={T_MOJ_KLUB.status}>{statusWord(k.status)}</Cell>
              <td>
                <Button
                  variant="text"
                  onClick={() => setEditing(editing === k.id ? null : k.id)}
                  aria-expanded={editing === k.id}
                >
                  {T_MOJ_KLUB.uredi(k.naziv)}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      {rows
        .filter((k) => k.id === editing)
        .map((k) => (
          <section key={`${k.id}-${k.version}`} aria-label={T_MOJ_KLUB.uredi(k.naziv)}>
            <h2>{T_MOJ_KLUB.uredi(k.naziv)}</h2>
            <KlubEditForm row={k} savezId={savezId} onDone={() => setEditing(null)} />
          </section>
        ))}
      <section aria-labelledby="novi-klub-naslov">
        <h2 id="novi-klub-naslov">{T_MOJ_KLUB.noviKlub}</h2>
        <KlubEditForm savezId={savezId} />
      </section>
    </>
  );
}

/** /savez/klubovi: 'Klubovi saveza' (the federation's staff, admins). */
export function Component() {
  return (
    <GuardedPage
      title={T_MOJ_KLUB.kluboviSaveza}
      narrow={false}
      allows={(s) => can(s, "create", "klubovi") !== null}
      refusal={T_STAFF.samoOsoblje}
    >
      <Screen />
    </GuardedPage>
  );
}
