// The federation switcher of the staff screens: a labelled <select> of the federations the caller may act for,
// shown only to someone who has more than one (staff of one federation, the spec's case, never sees it).
import { useId } from "react";
import { T_SAVEZ } from "../../shared/texts";
import { useCurrentSavez } from "../lib/current-savez";
import { LabelledSelect } from "./labelled-select";
import "./savez-switcher.css";

/** Picks the federation being worked on (remembered in localStorage); nothing with fewer than two. */
export function SavezSwitcher() {
  const id = useId();
  const { savezi, current, choose } = useCurrentSavez();
  if (savezi.length < 2 || !current) return null;
  return (
    <LabelledSelect
      id={id}
      label={T_SAVEZ.odaberiSavez}
      value={current.id}
      options={savezi.map((s) => ({ value: s.id, label: s.naziv }))}
      onChange={choose}
      className="savez-switcher"
    />
  );
}
