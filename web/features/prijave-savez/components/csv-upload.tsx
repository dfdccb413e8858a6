// A CSV file sent as it is to one of the entries' CSV routes (events, an event's results): all or nothing, so
// the answer is either what was done or every row's error, listed as the server numbered them.
import { useState, type FormEvent } from "react";
import { T_PRIJAVE_SAVEZ } from "../../../../shared/texts";
import { FormActions } from "../../../components/form-controls";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { PrijaveError } from "../../../lib/prijave";

export function CsvUpload({
  id,
  label,
  hint,
  button,
  failed = T_PRIJAVE_SAVEZ.greska,
  upload,
}: {
  id: string;
  label: string;
  hint: string;
  button: string;
  /** Said above the row errors. */
  failed?: string;
  /** Sends the text; answers what to say. */
  upload: (text: string) => Promise<string>;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    setDone(null);
    setErrors([]);
    try {
      setDone(await upload(await file.text()));
    } catch (error) {
      const rows = error instanceof PrijaveError ? (error.fields.csv ?? []) : [];
      const own = error instanceof PrijaveError && error.message ? error.message : T_PRIJAVE_SAVEZ.greska;
      setErrors(rows.length > 0 ? rows : [own]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <small id={`${id}-hint`} className="csv-columns">
          {hint}
        </small>
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-hint`}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </div>
      {done ? <Alert severity="success">{done}</Alert> : null}
      {errors.length > 0 ? (
        <div role="alert" data-testid="csv-greske">
          <p>{failed}</p>
          <ul>
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormActions>
        <Button type="submit" variant="secondary" disabled={!file || busy}>
          {button}
        </Button>
      </FormActions>
    </form>
  );
}
