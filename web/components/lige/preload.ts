// A competition page's league part in the Worker's render (issue 32): its groups under the key
// `useLigaNatjecanja` reads (./api.ts), so the table is in the first HTML. Apart from ./api.ts, which home's first
// load carries for its league card.
import { fill } from "../../../shared/paths";
import { preload } from "../../lib/render-context";
import { getLigaJson, LIGE_READS, type LigaSkupina } from "./api";

export function preloadLigaNatjecanja(context: unknown, id: string) {
  const url = fill(LIGE_READS.natjecanje, { id });
  return preload(context, ["lige-natjecanje", url], (read) =>
    getLigaJson<{ skupine: LigaSkupina[] }>(url, undefined, read),
  );
}
