// Announcement input (CreateNajava). This module is pure: no I/O.
import { z } from "zod";
import { savezId, trimmed } from "./text";

/** An announcement: subject 1..200 and description 1..5000 characters after trimming. */
export const najavaSchema = z.object({
  subject: trimmed(1, 200),
  description: trimmed(1, 5000),
  savez_id: savezId,
});

/** A validated announcement. */
export type NajavaInput = z.output<typeof najavaSchema>;
