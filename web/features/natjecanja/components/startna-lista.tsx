// A competition's start list, as staff build it from their federation's stored competitors: the registered
// ones with 'Ukloni' (to 'Obrisano'), and a search over the others where several are picked and added at once
// (InsertPrijave, all or nothing). The public competition page shows the list by name and team.
import { useId, useMemo, useState } from "react";
import { Natjecatelji, type StoredNatjecatelj } from "../../../../shared/entities/natjecatelj/operations";
import { InsertPrijave, StartnaLista as StartnaListaQuery } from "../../../../shared/entities/prijava/operations";
import type { ResultOf } from "../../../../shared/graphql/define";
import { T_JAVNO } from "../../../../shared/texts";
import { DialogFrame } from "../../../components/dialog";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { deleteItem, refreshAll } from "../../../lib/edit-row";
import { useCurrentSavez } from "../../../lib/current-savez";
import { useOperation } from "../../../lib/graphql";
import { createRequest } from "../../../lib/idempotency";
import type { Natjecanje } from "../../../lib/natjecanja";
import { notify } from "../../../lib/notifications";
import { useSession } from "../../../lib/session";

type Prijava = ResultOf<typeof StartnaListaQuery>["natjecanja_natjecatelji"][number];
type Stored = StoredNatjecatelj;

const fullName = (n: Stored) => `${n.ime} ${n.prezime}`;
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

function StartnaListaForm({ natjecanje }: { natjecanje: Natjecanje }) {
  const { token } = useSession();
  const { savezId } = useCurrentSavez();
  const searchId = useId();
  const lista = useOperation(StartnaListaQuery, { natjecanje_id: natjecanje.id });
  const stored = useOperation(Natjecatelji, { savez_id: savezId });
  const [query, setQuery] = useState("");
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const byId = useMemo(() => new Map((stored.data?.natjecatelji ?? []).map((n) => [n.id, n])), [stored.data]);
  const registered = lista.data?.natjecanja_natjecatelji ?? [];
  const onList = new Set(registered.map((p) => p.natjecatelj_id));
  const wanted = fold(query.trim());
  const candidates = (stored.data?.natjecatelji ?? [])
    .filter((n) => !onList.has(n.id))
    .filter((n) => !wanted || fold(`${fullName(n)} ${n.team}`).includes(wanted))
    .slice(0, 50);

  async function add() {
    setError(null);
    setBusy(true);
    try {
      const objects = [...picked].map((natjecatelj_id) => ({ natjecanje_id: natjecanje.id, natjecatelj_id }));
      const data = await createRequest(InsertPrijave, { objects }, token);
      notify(T_JAVNO.prijaveDodane(data.insert_natjecanja_natjecatelji.affected_rows), "success");
      setPicked(new Set());
      await refreshAll();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  async function remove(prijava: Prijava) {
    setError(null);
    try {
      await deleteItem("Prijava", prijava, token);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  if (lista.isLoading || stored.isLoading) return <Spinner label={T_JAVNO.startnaListaGumb} />;
  return (
    <div className="startna-lista">
      {error ? <Alert severity="error">{error}</Alert> : null}
      <h3>{T_JAVNO.startnaLista}</h3>
      {registered.length === 0 ? <p>{T_JAVNO.nemaPrijavljenih}</p> : null}
      <ul className="startna-lista-popis" aria-label={T_JAVNO.startnaLista}>
        {registered.map((p) => {
          const n = byId.get(p.natjecatelj_id);
          const name = n ? `${fullName(n)} (${n.team})` : p.natjecatelj_id;
          return (
            <li key={p.id}>
              <span>{name}</span>{" "}
              <Button variant="text" onClick={() => void remove(p)}>
                <span aria-hidden="true">{T_JAVNO.ukloni}</span>
                <span className="visually-hidden">{T_JAVNO.ukloniPrijavu(name)}</span>
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="field">
        <label htmlFor={searchId}>{T_JAVNO.traziNatjecatelje}</label>
        <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {candidates.length === 0 ? <p>{T_JAVNO.nemaSlobodnih}</p> : null}
      <ul className="startna-lista-izbor">
        {candidates.map((n) => (
          <li key={n.id}>
            <label>
              <input
                type="checkbox"
                checked={picked.has(n.id)}
                onChange={(e) => {
                  const next = new Set(picked);
                  if (e.target.checked) next.add(n.id);
                  else next.delete(n.id);
                  setPicked(next);
                }}
              />{" "}
              {fullName(n)} ({n.team})
            </label>
          </li>
        ))}
      </ul>
      <Button disabled={picked.size === 0 || busy} onClick={() => void add()}>
        {T_JAVNO.dodajOdabrane(picked.size)}
      </Button>
    </div>
  );
}

/** 'Startna lista' on a stored competition's card: opens the start list in a dialog. */
export function StartnaLista({ natjecanje }: { natjecanje: Natjecanje }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <span aria-hidden="true">{T_JAVNO.startnaListaGumb}</span>
        <span className="visually-hidden">{`${T_JAVNO.startnaListaGumb}: ${natjecanje.naziv}`}</span>
      </Button>
      <DialogFrame
        open={open}
        onOpenChange={setOpen}
        title={T_JAVNO.urediStartnuListu(natjecanje.naziv)}
        description=""
        wide
      >
        {open ? <StartnaListaForm natjecanje={natjecanje} /> : null}
      </DialogFrame>
    </>
  );
}
