// The federation's stored results under the entry form, newest first: each with its standings, 'Uredi' (the
// standings table prefilled, and its 'Povijest') and 'Obriši' (to 'Obrisano').
import { Rezultati } from "../../../../shared/entities/rezultat/operations";
import { T_STAFF, T_UI, T_UREDI } from "../../../../shared/texts";
import { EditableItem } from "../../../components/editable-item";
import { useCurrentSavez } from "../../../lib/current-savez";
import { useOperation } from "../../../lib/graphql";
import { RezultatForm, type StoredRezultat } from "./rezultat-form";

const labelOf = (r: StoredRezultat) => r.payload.naziv || T_UI.resultFallbackTitle;

function RezultatItem({ rezultat }: { rezultat: StoredRezultat }) {
  return (
    <EditableItem
      editable="Rezultat"
      row={rezultat}
      label={labelOf(rezultat)}
      edit={(close) => <RezultatForm editing={rezultat} onSaved={close} />}
    >
      <ol className="standings-summary">
        {[...rezultat.payload.poredak]
          .sort((a, b) => a.mjesto - b.mjesto)
          .map((r) => (
            <li key={r.mjesto}>
              {r.mjesto}. {r.ime} ({r.bodovi} {T_STAFF.bodovi.toLowerCase()})
            </li>
          ))}
      </ol>
    </EditableItem>
  );
}

export function RezultatiList() {
  const { savezId, ready } = useCurrentSavez();
  const { data } = useOperation(Rezultati, { savez_id: savezId }, { enabled: ready });
  if (!data?.rezultati.length) return null;
  return (
    <section aria-labelledby="rezultati-naslov">
      <h2 id="rezultati-naslov">{T_UREDI.vrste.rezultati}</h2>
      <div className="grid">
        {data.rezultati.map((r) => (
          <RezultatItem key={r.id} rezultat={r} />
        ))}
      </div>
    </section>
  );
}
