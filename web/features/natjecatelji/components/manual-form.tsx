import { useState, type FormEvent } from "react";
import { natjecateljSchema } from "../../../../shared/schemas/natjecatelj";
import type { Natjecatelj } from "../../../../shared/types";
import { T, T_ENTRY } from "../../../../shared/texts";
import { Button } from "../../../components/ui/button";

const EMPTY: Natjecatelj = { ime: "", prezime: "", team: "" };

/** The first problem with a hand-entered competitor: the spec's missing-fields text, then the shared schema. */
function problemOf(fields: Natjecatelj): string | null {
  if (Object.values(fields).some((v) => !v.trim())) return T.missingFields;
  const parsed = natjecateljSchema.safeParse(fields);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? T.genericError);
}

/** 'Dodaj natjecatelja ručno' (SPEC §2/§4): all three fields, appended to the list, then the form clears. */
export function ManualForm({
  onAdd,
  onError,
}: {
  onAdd: (row: Natjecatelj) => void;
  onError: (m: string | null) => void;
}) {
  const [fields, setFields] = useState(EMPTY);
  const set = (name: keyof Natjecatelj) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  function add(e: FormEvent) {
    e.preventDefault();
    const problem = problemOf(fields);
    onError(problem);
    if (problem) return;
    onAdd({ ime: fields.ime.trim(), prezime: fields.prezime.trim(), team: fields.team.trim() });
    setFields(EMPTY);
  }

  return (
    <form className="form" onSubmit={add} noValidate aria-labelledby="rucno-naslov">
      <h2 id="rucno-naslov">{T.dodajRucno}</h2>
      <div className="row">
        <div className="field">
          <label htmlFor="rucno-ime">{T.ime}</label>
          <input id="rucno-ime" required value={fields.ime} onChange={set("ime")} />
        </div>
        <div className="field">
          <label htmlFor="rucno-prezime">{T.prezime}</label>
          <input id="rucno-prezime" required value={fields.prezime} onChange={set("prezime")} />
        </div>
        <div className="field">
          <label htmlFor="rucno-tim">{T.tim}</label>
          <input id="rucno-tim" required value={fields.team} onChange={set("team")} />
        </div>
      </div>
      <div>
        <Button type="submit" variant="secondary">
          {T_ENTRY.dodaj}
        </Button>
      </div>
    </form>
  );
}
