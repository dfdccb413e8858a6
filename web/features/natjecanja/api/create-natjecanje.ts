import type { NatjecanjeInput } from "../../../../shared/schemas/natjecanje";
import { createRow } from "../../../lib/create-row";

/** Stores one competition (staff) for federation `savezId`: the four fields and the document already in R2. */
export const createNatjecanje = createRow<NatjecanjeInput>("CreateNatjecanje", "insert_natjecanja_one");
