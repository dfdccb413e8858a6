import { T_STAFF } from "../../shared/texts";
import type { Natjecanje } from "../lib/natjecanja";

/** The stored-competition picker that the results and result-documents screens share. */
export function NatjecanjeSelect(props: {
  id: string;
  value: string;
  onChange: (id: string) => void;
  natjecanja: Natjecanje[] | undefined;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{T_STAFF.odaberiNatjecanje}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">—</option>
        {props.natjecanja?.map((n) => (
          <option key={n.id} value={n.id}>
            {n.naziv}
          </option>
        ))}
      </select>
    </div>
  );
}
