import { CreateNatjecanje } from "../../../../shared/entities/natjecanje/operations";
import { createRow } from "../../../lib/create-row";

/** Stores one competition (staff) for federation `savezId`: the four fields and the document already in R2. */
export const createNatjecanje = createRow(CreateNatjecanje);
