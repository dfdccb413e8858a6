// A team as staff add it to a group (issue 31): its name in the table and its club. Pure: no I/O.
import { z } from "zod";
import { displayName, rowId } from "../../schemas/text";

export const ekipaInput = z.object({ naziv: displayName(100), club_id: rowId }).strict();
