// Lists of rows compared across providers (the provider contract, tests/unit/hasura-postgres.test.ts): rows of
// equal created_at have no order on PostgreSQL (D1 breaks the tie by rowid), so each such run is put in one
// order of its own. No Node modules: the Worker tests (workerd) import it.

type Row = Record<string, unknown>;

/** `items` with every run of neighbours sharing a created_at sorted by their JSON text; the runs stay in place. */
export function sortedCreatedAtTies(items: readonly unknown[]): unknown[] {
  const out: unknown[] = [];
  for (let i = 0; i < items.length;) {
    const at = (items[i] as Row | null)?.created_at;
    let j = i + 1;
    while (j < items.length && at !== undefined && (items[j] as Row | null)?.created_at === at) j++;
    out.push(...items.slice(i, j).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))));
    i = j;
  }
  return out;
}
