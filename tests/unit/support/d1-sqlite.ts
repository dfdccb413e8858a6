// D1's binding over Node's built-in SQLite (D1 is SQLite): prepare/bind/all/raw/first/run and batch (one
// transaction), enough for Drizzle's D1 driver and the Worker's data layer to run unchanged in a unit test.
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";

type Value = SQLInputValue;

const meta = (db: DatabaseSync) => {
  const { changes } = db.prepare("SELECT changes() AS changes").get() as { changes: number };
  return {
    changes,
    duration: 0,
    last_row_id: 0,
    changed_db: changes > 0,
    size_after: 0,
    rows_read: 0,
    rows_written: changes,
  };
};

class Statement {
  constructor(
    private readonly db: DatabaseSync,
    private readonly sql: string,
    private readonly params: Value[] = [],
  ) {}

  bind(...params: unknown[]): Statement {
    const values = params.map((p) => (p === undefined ? null : typeof p === "boolean" ? Number(p) : p)) as Value[];
    return new Statement(this.db, this.sql, values);
  }

  private prepared(): StatementSync {
    return this.db.prepare(this.sql);
  }

  /** Runs the statement; rows when it returns some. */
  exec(): { results: Record<string, unknown>[]; success: true; meta: ReturnType<typeof meta> } {
    const statement = this.prepared();
    const results = statement.columns().length > 0 ? (statement.all(...this.params) as Record<string, unknown>[]) : [];
    if (statement.columns().length === 0) statement.run(...this.params);
    return { results, success: true, meta: meta(this.db) };
  }

  async all() {
    return this.exec();
  }

  async run() {
    return this.exec();
  }

  async first(column?: string) {
    const [row] = this.exec().results;
    if (!row) return null;
    return column ? row[column] : row;
  }

  async raw() {
    const statement = this.prepared();
    statement.setReturnArrays(true);
    return statement.all(...this.params) as unknown as unknown[][];
  }
}

/** A D1Database over an in-memory SQLite database. */
export function d1OverSqlite(db: DatabaseSync): D1Database {
  const binding = {
    prepare: (sql: string) => new Statement(db, sql),
    async batch(statements: Statement[]) {
      db.exec("BEGIN");
      try {
        const results = statements.map((s) => s.exec());
        db.exec("COMMIT");
        return results;
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },
    async exec(sql: string) {
      db.exec(sql);
      return { count: 1, duration: 0 };
    },
  };
  return binding as unknown as D1Database;
}
