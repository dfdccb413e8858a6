// A membership's live status, as a card shows it: a pure function of the stored status and the expiry, apart
// from the input schemas (./input.ts re-exports it), so /membership's cards load without zod. Pure: no I/O.

/** What the card shows: 'suspendirana' as stored, else 'istekla' once the expiry has passed, else 'aktivna'. */
export function liveStatus(
  m: { status: string; expiry: string | null },
  today: string,
): "aktivna" | "istekla" | "suspendirana" {
  if (m.status === "suspendirana") return "suspendirana";
  if (m.expiry !== null && m.expiry < today) return "istekla";
  return "aktivna";
}
