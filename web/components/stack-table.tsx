// A data table that stacks its cells at narrow widths (each cell shows its column's name, see Cell in
// ./form-controls): scrolls sideways inside its wrapper when it must, a caption for screen readers, and one
// header row of column names (an empty name is a column of actions, named for screen readers only).
import type { ReactNode } from "react";

export function StackTable({
  caption,
  headers,
  testId,
  children,
}: {
  caption: string;
  /** Column names; `{ hidden: "Spremi" }` for a column read out but not shown. */
  headers: readonly (string | { hidden: string })[];
  testId?: string;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <div className="table-wrap">
      <table className="data-table stack-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((h) =>
              typeof h === "string" ? (
                <th key={h} scope="col">
                  {h}
                </th>
              ) : (
                <th key={h.hidden} scope="col">
                  <span className="visually-hidden">{h.hidden}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
