import type { CSSProperties, ReactNode } from "react";
import type { Natjecatelj } from "../../../../shared/types";
import { T } from "../../../../shared/texts";
import { Cell } from "../../../components/form-controls";
import { DataTable } from "../../../components/data-table";

/**
 * A table of Ime, Prezime, Tim (SPEC §2) with optional extra columns per row (flags, remove buttons); on a
 * narrow screen each row stacks its cells under their column's name.
 */
export function NatjecateljiTable({
  rows,
  caption,
  extraHeaders = [],
  extraCells,
  rowStyle,
}: {
  rows: readonly Natjecatelj[];
  caption: string;
  extraHeaders?: string[];
  extraCells?: (index: number) => ReactNode[];
  rowStyle?: (index: number) => CSSProperties | undefined;
}) {
  return (
    <DataTable headers={[T.ime, T.prezime, T.tim, ...extraHeaders]} caption={caption}>
      {rows.map((row, i) => (
        // Rows have no id before they are stored; the index is their identity in this list.
        <tr key={i} style={rowStyle?.(i)}>
          <Cell column={T.ime}>{row.ime}</Cell>
          <Cell column={T.prezime}>{row.prezime}</Cell>
          <Cell column={T.tim}>{row.team}</Cell>
          {extraCells?.(i).map((cell, j) => (
            <Cell key={j} column={extraHeaders[j] ?? ""}>
              {cell}
            </Cell>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
