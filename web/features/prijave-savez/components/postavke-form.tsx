// A competition's entry settings for its federation's staff: the window (opens, closes, changes until) typed in
// Zagreb's time, the season whose licences count and whether one is required, the caps, the fee and the late
// fee from a date, and whether the public sees the entries before the close. The server decides; its refusals
// are shown at their fields.
import { useState, type FormEvent } from "react";
import type { FieldError } from "react-hook-form";
import { Sezone } from "../../../../shared/entities/sezona/operations";
import { zagrebWallClock } from "../../../../shared/dates";
import { amountText, capOf, centsOf } from "../../../../shared/entries/euros";
import { T_PRIJAVE_SAVEZ } from "../../../../shared/texts";
import { FormActions, SelectField, TextField } from "../../../components/form-controls";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useOperation } from "../../../lib/graphql";
import { savePostavke, type Postavke, type PostavkeInput } from "../../../lib/prijave-savez";
import { useServerForm } from "./use-server-form";

const P = T_PRIJAVE_SAVEZ.postavke;

const wall = (instant: string | null | undefined) => (instant ? zagrebWallClock(new Date(instant)) : "");

export const asError = (messages: readonly string[] | undefined): FieldError | undefined =>
  messages && messages.length > 0 ? { type: "server", message: messages.join(" ") } : undefined;

interface Values {
  sezona_id: string;
  otvaranje: string;
  zatvaranje: string;
  izmjene_do: string;
  licenca_obavezna: boolean;
  max_po_disciplini: string;
  max_po_klubu: string;
  kotizacija: string;
  zakasnina: string;
  zakasnina_od: string;
  javne_prije_zatvaranja: boolean;
}

const valuesOf = (p: Postavke | null, sezona: string): Values => ({
  sezona_id: p?.sezona_id ?? sezona,
  otvaranje: wall(p?.otvaranje),
  zatvaranje: wall(p?.zatvaranje),
  izmjene_do: wall(p?.izmjene_do),
  licenca_obavezna: p?.licenca_obavezna ?? true,
  max_po_disciplini: p?.max_po_disciplini?.toString() ?? "",
  max_po_klubu: p?.max_po_klubu?.toString() ?? "",
  kotizacija: amountText(p?.kotizacija_centi ?? 0),
  zakasnina: amountText(p?.zakasnina_centi ?? null),
  zakasnina_od: wall(p?.zakasnina_od),
  javne_prije_zatvaranja: p?.javne_prije_zatvaranja ?? false,
});

/** The values as the API takes them, or the fields the form refuses before sending. */
function inputOf(v: Values): { input: PostavkeInput } | { fields: Record<string, string[]> } {
  const fields: Record<string, string[]> = {};
  const cap = (name: string, text: string) => {
    const n = capOf(text);
    if (Number.isNaN(n)) fields[name] = [P.broj];
    return n;
  };
  const money = (name: string, text: string) => {
    const n = centsOf(text);
    if (Number.isNaN(n)) fields[name] = [P.iznos];
    return n;
  };
  const input: PostavkeInput = {
    sezona_id: v.sezona_id,
    otvaranje: v.otvaranje,
    zatvaranje: v.zatvaranje,
    izmjene_do: v.izmjene_do || null,
    licenca_obavezna: v.licenca_obavezna,
    max_po_disciplini: cap("max_po_disciplini", v.max_po_disciplini),
    max_po_klubu: cap("max_po_klubu", v.max_po_klubu),
    kotizacija_centi: money("kotizacija_centi", v.kotizacija) ?? 0,
    zakasnina_centi: money("zakasnina_centi", v.zakasnina),
    zakasnina_od: v.zakasnina_od || null,
    javne_prije_zatvaranja: v.javne_prije_zatvaranja,
  };
  return Object.keys(fields).length > 0 ? { fields } : { input };
}

export function PostavkeForm({
  natjecanjeId,
  savezId,
  postavke,
}: {
  natjecanjeId: string;
  savezId: string | null;
  postavke: Postavke | null;
}) {
  const sezone = useOperation(Sezone, { savez_id: savezId }, { enabled: !!savezId }).data?.sezone ?? [];
  const active = sezone.find((s) => s.status === "aktivna")?.id ?? sezone[0]?.id ?? "";
  const [values, setValues] = useState<Values>(() => valuesOf(postavke, active));
  const { fields, setFields, message, setMessage, busy, run } = useServerForm();
  const sezonaId = values.sezona_id || active;
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  /** A text field's id, value and change, and the server's refusal of it (named `field` in the API). */
  const text = (key: Exclude<keyof Values, "licenca_obavezna" | "javne_prije_zatvaranja">, field: string = key) => ({
    id: `postavke-${key.replaceAll("_", "-")}`,
    value: values[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
    error: asError(fields[field]),
  });
  const check = (key: "licenca_obavezna" | "javne_prije_zatvaranja") => ({
    checked: values[key],
    onChange: (e: { target: { checked: boolean } }) => set(key, e.target.checked),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage(null);
    const checked = inputOf({ ...values, sezona_id: sezonaId });
    if ("fields" in checked) return setFields(checked.fields);
    await run(async () => void (await savePostavke(natjecanjeId, checked.input)), T_PRIJAVE_SAVEZ.spremljeno);
  }

  return (
    <section aria-labelledby="postavke-naslov">
      <h2 id="postavke-naslov">{P.naslov}</h2>
      {postavke ? null : <p>{P.bezPostavki}</p>}
      <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label={P.naslov}>
        <SelectField
          id="postavke-sezona"
          label={P.sezona}
          options={sezone.map((s) => ({ value: s.id, label: s.naziv }))}
          value={sezonaId}
          onChange={(e) => set("sezona_id", e.target.value)}
          error={asError(fields.sezona_id)}
        />
        <TextField type="datetime-local" label={P.otvaranje} hint={P.vrijemePomoc} required {...text("otvaranje")} />
        <TextField type="datetime-local" label={P.zatvaranje} hint={P.vrijemePomoc} required {...text("zatvaranje")} />
        <TextField type="datetime-local" label={P.izmjeneDo} hint={P.izmjeneDoPomoc} {...text("izmjene_do")} />
        <label className="checkbox-row">
          <input type="checkbox" {...check("licenca_obavezna")} /> {P.licenca}
        </label>
        <TextField inputMode="numeric" label={P.maxDisciplina} hint={P.bezOgranicenja} {...text("max_po_disciplini")} />
        <TextField inputMode="numeric" label={P.maxKlub} hint={P.bezOgranicenja} {...text("max_po_klubu")} />
        <TextField inputMode="decimal" label={P.kotizacija} {...text("kotizacija", "kotizacija_centi")} />
        <TextField inputMode="decimal" label={P.zakasnina} {...text("zakasnina", "zakasnina_centi")} />
        <TextField type="datetime-local" label={P.zakasninaOd} hint={P.vrijemePomoc} {...text("zakasnina_od")} />
        <label className="checkbox-row">
          <input type="checkbox" {...check("javne_prije_zatvaranja")} /> {P.javne}
        </label>
        {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
        <FormActions>
          <Button type="submit" disabled={busy}>
            {P.spremi}
          </Button>
        </FormActions>
      </form>
    </section>
  );
}
