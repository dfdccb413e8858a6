import type { RezultatInput } from "../../../../shared/schemas/rezultat";
import { createRow } from "../../../lib/create-row";

/**
 * Stores one result (staff) for federation `savezId` (one tied to a competition takes the competition's);
 * it then shows among 'Najnoviji Rezultati' on home. Returns its id.
 */
export const createRezultat = createRow<RezultatInput>("CreateRezultat", "insert_rezultati_one");
