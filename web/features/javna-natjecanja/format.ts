// How a public competition is written and grouped on its pages. Pure.
import { T_JAVNO } from "../../../shared/texts";
import type { JavnoNatjecanje } from "./api/natjecanja";

/** Upcoming competitions under one heading, past ones by the season (year) they started in, in list order. */
export function groupBySeason(items: readonly JavnoNatjecanje[]): { title: string; items: JavnoNatjecanje[] }[] {
  const groups: { title: string; items: JavnoNatjecanje[] }[] = [];
  for (const item of items) {
    const title = item.nadolazece ? T_JAVNO.nadolazeca : T_JAVNO.sezona(item.datum_od.slice(0, 4));
    const last = groups.at(-1);
    if (last?.title === title) last.items.push(item);
    else groups.push({ title, items: [item] });
  }
  return groups;
}
