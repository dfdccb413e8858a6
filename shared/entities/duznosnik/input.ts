// A club official (issue 29): a person, by email, holding a role in a club. The row acts like the second
// wave's invitations: it gives rights only to an account that signs in with that email verified. Pure: no I/O.
import { z } from "zod";
import { T_KLUBOVI } from "../../texts";
import { rowId, savezId } from "../../schemas/text";
import { ULOGE, optionalText, requiredEmail } from "../klubovi-common";

export const duznosnikSchema = z
  .object({
    savez_id: savezId,
    club_id: rowId,
    email: requiredEmail,
    ime: optionalText(200),
    uloga: z.enum(ULOGE, { error: T_KLUBOVI.badUloga }),
  })
  .strict();

export type DuznosnikInput = z.output<typeof duznosnikSchema>;
