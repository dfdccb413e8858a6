import { CreateRezultat } from "../../../../shared/entities/rezultat/operations";
import { createRow } from "../../../lib/create-row";

/**
 * Stores one result (staff) for federation `savezId` (one tied to a competition takes the competition's);
 * it then shows among 'Najnoviji Rezultati' on home. Returns its id.
 */
export const createRezultat = createRow(CreateRezultat);
