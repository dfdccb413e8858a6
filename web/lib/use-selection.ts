// The rows ticked in a list whose ticked rows are acted on at once (a licence queue's approvals, a club's
// licence requests): a set of ids, one id toggled, all or none chosen.
import { useState } from "react";

/** The ticked ids and how they change. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { selected, toggle, choose: (ids: readonly string[]) => setSelected(new Set(ids)) };
}
