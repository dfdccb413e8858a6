import type { CSSProperties, ReactNode } from "react";
import type { Natjecatelj } from "../../../../shared/types";
import { T } from "../../../../shared/texts";

const CELL = { padding: "0.4rem 0.6rem", borderBottom: "1px solid var(--border)", textAlign: "left" } as const;

/** A table of Ime, Prezime, Tim (SPEC §2) with optional extra columns per row (flags, remove buttons). */
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
    <div style={{ overflowX: "auto" }}>
      <table style={{ width: "100%", borderCollapse: "collapse" }}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {[T.ime, T.prezime, T.tim, ...extraHeaders].map((h) => (
              <th key={h} scope="col" style={CELL}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // Rows have no id before they are stored; the index is their identity in this list.
            <tr key={i} style={rowStyle?.(i)}>
              <td style={CELL}>{row.ime}</td>
              <td style={CELL}>{row.prezime}</td>
              <td style={CELL}>{row.team}</td>
              {extraCells?.(i).map((cell, j) => (
                <td key={j} style={CELL}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
