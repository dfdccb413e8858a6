// The federation switcher of the staff screens: a labelled <select> of the federations the caller may act for,
// shown only to someone who has more than one (staff of one federation, the spec's case, never sees it).
import { useId } from "react";
import { T_SAVEZ } from "../../shared/texts";
import { useCurrentSavez } from "../lib/current-savez";

/** Picks the federation being worked on (remembered in localStorage); nothing with fewer than two. */
export function SavezSwitcher() {
  const id = useId();
  const { savezi, current, choose } = useCurrentSavez();
  if (savezi.length < 2 || !current) return null;
  return (
    <div className="field savez-switcher">
      <label htmlFor={id}>{T_SAVEZ.odaberiSavez}</label>
      <select id={id} value={current.id} onChange={(event) => choose(event.target.value)}>
        {savezi.map((s) => (
          <option key={s.id} value={s.id}>
            {s.naziv}
          </option>
        ))}
      </select>
    </div>
  );
}
