import type { ReactNode } from "react";

/** Alert colours: error is the spec's red banner, success the green one (e.g. 'Učitani dokument:'). */
export type Severity = "error" | "success" | "info";

/** An inline message box; errors are announced assertively, the rest politely. */
export function Alert({ severity, children }: { severity: Severity; children: ReactNode }) {
  return (
    <div className={`alert alert-${severity}`} role={severity === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}
