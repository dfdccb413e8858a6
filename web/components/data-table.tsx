// The staff screens' read-only table: a scrolling wrapper, the caption for screen readers, one header row of
// column names (a header may be an element, e.g. a visually hidden 'Odaberi sve' over a column of ticks) and
// the rows. On a narrow screen each row stacks its cells under their column's name (`Cell`'s data-label,
// web/styles/staff.css); `TextRows` draws plain text rows with those labels.
import type { ReactNode } from "react";
import { T_MOJ_KLUB } from "../../shared/texts";
import { Cell } from "./form-controls";
import "../styles/staff.css";

/** A data table: `children` are its body rows, or whole <tbody>s with `bodies` (a list loaded page by page). */
export function DataTable({
  headers,
  caption,
  testId,
  bodies = false,
  children,
}: {
  headers: readonly ReactNode[];
  /** Read by screen readers only; none when absent. */
  caption?: string;
  testId?: string;
  bodies?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="table-wrap">
      <table className="data-table stack-table" data-testid={testId}>
        {caption !== undefined ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {headers.map((header, i) => (
              <th key={typeof header === "string" && header ? header : i} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        {bodies ? children : <tbody>{children}</tbody>}
      </table>
    </div>
  );
}

/** Rows of plain cells, each labelled with its column's header for the stacked layout. */
export function TextRows({ headers, rows }: { headers: readonly string[]; rows: readonly (readonly ReactNode[])[] }) {
  return rows.map((cells, i) => (
    <tr key={i}>
      {cells.map((cell, j) => (
        <Cell key={j} column={headers[j] ?? ""}>
          {cell}
        </Cell>
      ))}
    </tr>
  ));
}

/** A row's tick box (the rows ticked are acted on at once), named for the row by `label`. */
export function RowCheck({ label, checked, onToggle }: { label: string; checked: boolean; onToggle: () => void }) {
  return <input type="checkbox" className="row-check" aria-label={label} checked={checked} onChange={onToggle} />;
}

/** The header of a column of RowChecks: 'Odaberi sve', for screen readers only. */
export const ROW_CHECKS_HEADER = (
  <span key="odaberi-sve" className="visually-hidden">
    {T_MOJ_KLUB.odaberiSve}
  </span>
);
