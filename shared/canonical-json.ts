// Canonical JSON: the one text of a value's meaning, so equal variables hash equal (the edge cache's answer
// keys, the idempotency keys' request hashes). Object keys sorted at every depth, undefined dropped, and a
// value read as JSON.stringify reads it: a Date (anything with toJSON) is its JSON, not an empty object.

function sortedKeys(value: unknown): unknown {
  const toJSON = (value as { toJSON?: unknown } | null)?.toJSON;
  const json = typeof toJSON === "function" ? (toJSON.call(value) as unknown) : value;
  if (Array.isArray(json)) return json.map(sortedKeys);
  if (typeof json !== "object" || json === null) return json;
  const entries = Object.entries(json).filter(([, v]) => v !== undefined);
  return Object.fromEntries(
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, sortedKeys(v)]),
  );
}

/** `{a:1,b:2}` and `{b:2,a:1}` give the same text; nothing at all is "null". */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortedKeys(value)) ?? "null";
}
