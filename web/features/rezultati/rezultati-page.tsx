import { useState, type FormEvent } from "react";
import { mutate } from "swr";
import { T, T_STAFF } from "../../../shared/texts";
import { NatjecanjeSelect } from "../../components/natjecanje-select";
import { StaffOnly } from "../../components/staff-only";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { PageLayout } from "../../components/ui/page-layout";
import { useNatjecanja } from "../../lib/natjecanja";
import { useSession } from "../../lib/session";
import { createRezultat } from "./api/create-rezultat";
import { buildRezultat, type RowInput } from "./validate";

const emptyRow = (mjesto: number): RowInput => ({ mjesto: String(mjesto), ime: "", bodovi: "" });

function StandingsRow({
  row,
  index,
  onChange,
  onRemove,
}: {
  row: RowInput;
  index: number;
  onChange: (row: RowInput) => void;
  onRemove: () => void;
}) {
  const input = (name: keyof RowInput, label: string, type = "text") => (
    <input
      aria-label={`${label} ${index + 1}`}
      type={type}
      value={row[name]}
      onChange={(e) => onChange({ ...row, [name]: e.target.value })}
    />
  );
  return (
    <tr>
      <td>{input("mjesto", T_STAFF.mjesto, "number")}</td>
      <td>{input("ime", T.ime)}</td>
      <td>{input("bodovi", T_STAFF.bodovi, "number")}</td>
      <td>
        <Button variant="text" onClick={onRemove} aria-label={`${T_STAFF.ukloniRedak} ${index + 1}`}>
          {T_STAFF.ukloniRedak}
        </Button>
      </td>
    </tr>
  );
}

function RezultatForm() {
  const { token } = useSession();
  const { data } = useNatjecanja();
  const [natjecanjeId, setNatjecanjeId] = useState("");
  const [typedName, setTypedName] = useState("");
  const [rows, setRows] = useState<RowInput[]>([emptyRow(1)]);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const picked = data?.natjecanja.find((n) => n.id === natjecanjeId) ?? null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const built = buildRezultat(picked, typedName, rows);
    if (!built.ok) return setError(built.message);
    setError(null);
    setBusy(true);
    try {
      await createRezultat(built.object, token);
      setRows([emptyRow(1)]);
      setSaved(true);
      // Home's ReadFeed is cache-first: drop it so 'Najnoviji Rezultati' shows the new result.
      void mutate((key) => Array.isArray(key) && key[1] === "ReadFeed", undefined, { revalidate: true });
    } catch {
      setError(T.genericError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <NatjecanjeSelect
        id="rezultat-natjecanje"
        value={natjecanjeId}
        onChange={setNatjecanjeId}
        natjecanja={data?.natjecanja}
      />
      <div className="field">
        <label htmlFor="rezultat-naziv">{T_STAFF.ilNazivNatjecanja}</label>
        <input
          id="rezultat-naziv"
          value={picked ? picked.naziv : typedName}
          disabled={!!picked}
          onChange={(e) => setTypedName(e.target.value)}
        />
      </div>
      <table className="standings">
        <thead>
          <tr>
            <th>{T_STAFF.mjesto}</th>
            <th>{T.ime}</th>
            <th>{T_STAFF.bodovi}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <StandingsRow
              key={i}
              row={row}
              index={i}
              onChange={(next) => setRows((rs) => rs.map((r, j) => (j === i ? next : r)))}
              onRemove={() => setRows((rs) => rs.filter((_, j) => j !== i))}
            />
          ))}
        </tbody>
      </table>
      <div className="row">
        <Button variant="secondary" onClick={() => setRows((rs) => [...rs, emptyRow(rs.length + 1)])}>
          {T_STAFF.dodajRedak}
        </Button>
      </div>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {saved ? <Alert severity="success">{T_STAFF.rezultatOk}</Alert> : null}
      <Button type="submit" disabled={busy}>
        {T.posalji}
      </Button>
    </form>
  );
}

/** /unos-rezultata: standings for a stored or named competition, saved through CreateRezultat (staff). */
export function Component() {
  return (
    <PageLayout title={T_STAFF.unosRezultata} narrow>
      <StaffOnly>
        <RezultatForm />
      </StaffOnly>
    </PageLayout>
  );
}
