// Transfers (issue 29): each step checked against who takes it (shared/entities/transfer/input.ts), and the
// confirmation applying the move in its own batch: the athlete's club, their live licences and the transfer's
// status 'proveden' change together, each statement guarded by the transfer's state, so two confirmations at
// once apply it once (the loser's edit changes no row: a stale version, 409, and its guards find nothing).
import { and, eq, exists, isNull, lte, sql, type SQL } from "drizzle-orm";
import { ENTITIES } from "../../shared/entities";
import type { Entity } from "../../shared/entities/entity";
import { LIVE_LICENCA_STATUSES } from "../../shared/entities/klubovi-common";
import { TRANSFER_TERMS, mayStep, openTerms, type TransferActor } from "../../shared/entities/transfer/input";
import { auditLog } from "../../shared/entities/audit";
import { T_KLUBOVI } from "../../shared/texts";
import type { PermissionScope } from "../../shared/permissions";
import { getConfig } from "../config";
import { database, type Database } from "./db";
import { DataError, NO_PERMISSION } from "./errors";
import { asHasuraAdmin, type HasuraAdmin } from "./hasura-admin";
import { changedOneRow, inList } from "./expressions";
import { SYSTEM } from "./purge";
import type { Scope } from "./scope";
import { column } from "./read";
import { insertRows, qb, type Statement } from "./statements";
import { auditRow, updateRow, type EditHook } from "./write";

type Values = Record<string, unknown>;

const { transferi, sportasi, licence } = ENTITIES;

/** Zagreb's calendar day: an effective date has come when it is today or before. */
export const today = (now = new Date()) => now.toLocaleDateString("sv-SE", { timeZone: "Europe/Zagreb" });

/** Who the caller is to this transfer: the federation (staff, admins), or the official of either club. */
function actorsOf(scope: Scope, reach: PermissionScope, before: Values): TransferActor[] {
  if (reach === "all" || reach === "federation") return ["federation"];
  const ours = (club: unknown) => scope.clubs.includes(String(club));
  return [
    ...(ours(before.club_id) ? (["receiving"] as const) : []),
    ...(ours(before.from_club_id) ? (["releasing"] as const) : []),
  ];
}

/**
 * Refuses an edit of a term the caller may no longer change (shared/entities/transfer/input.ts openTerms): an
 * applied or refused transfer is history (400 for everybody), an agreed one keeps its athlete and clubs (400)
 * and its date is the federation's (403 for a club), and the releasing club never rewrites the ask (403). The
 * note stays open to both clubs.
 */
function checkTerms(scope: Scope, reach: PermissionScope, before: Values, values: Values) {
  const status = String(before.status);
  const changed = TRANSFER_TERMS.filter((term) => values[term] !== undefined && values[term] !== before[term]);
  if (changed.length === 0) return;
  const actors = actorsOf(scope, reach, before);
  const open = openTerms(status, actors);
  const closed = changed.find((term) => !open.includes(term));
  if (!closed) return;
  const field = `_set.${closed}`;
  if (status === "proveden" || status === "odbijen") throw new DataError("invalid", T_KLUBOVI.transferZavrsen, field);
  if (actors.includes("federation") || !openTerms(status, ["federation"]).includes(closed)) {
    throw new DataError("invalid", T_KLUBOVI.transferDogovoren, field);
  }
  const message = status === "zatrazen" ? T_KLUBOVI.transferUvjeti : T_KLUBOVI.transferDogovoren;
  throw new DataError("forbidden", message, field);
}

/** Refuses a step the transfer is not in the state for (409-like: invalid), or one the caller may not take. */
function checkStep(scope: Scope, reach: PermissionScope, before: Values, values: Values) {
  const to = values.status;
  if (to === undefined || to === before.status) return;
  if (!mayStep(String(before.status), String(to), ["releasing", "federation"])) {
    throw new DataError("invalid", T_KLUBOVI.transferStep, "_set.status");
  }
  if (!mayStep(String(before.status), String(to), actorsOf(scope, reach, before))) {
    throw new DataError("forbidden", NO_PERMISSION);
  }
}

/** The transfer `id` is in `status` (and, for a confirmed one, its date has come): what a move is guarded by. */
const inState = (id: string, status: "potvrden" | "proveden", version?: number) =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(transferi.table)
      .where(
        and(
          eq(transferi.table.id, id),
          eq(transferi.table.status, status),
          version === undefined ? undefined : eq(transferi.table.version, version),
        ),
      ),
  );

/**
 * The statements that move the athlete of a transfer from the releasing club to the receiving one, with each of
 * their live licences of the releasing club; each with its audit row, inserted only when its statement changed a
 * row, and each only while `guard` holds (the transfer in the state that applies it) and the row is still the
 * releasing club's, so a second application changes nothing.
 */
async function moveStatements(db: Database, scope: Scope, transfer: Values, guard: SQL): Promise<Statement[]> {
  const { sportas_id, from_club_id, club_id, savez_id } = transfer as Record<string, string>;
  const live = await db
    .select({ id: licence.table.id })
    .from(licence.table)
    .where(
      and(
        eq(licence.table.sportas_id, sportas_id),
        eq(licence.table.club_id, from_club_id),
        inList(licence.table.status, LIVE_LICENCA_STATUSES),
        isNull(licence.table.deleted_at),
      ),
    );
  const move = (entity: Entity, rowId: string) => [
    db
      .update(entity.table)
      .set({ club_id, version: sql`${column(entity, "version")} + 1` })
      .where(and(eq(column(entity, "id"), rowId), eq(column(entity, "club_id"), from_club_id), guard)),
    insertRows(
      db,
      auditLog,
      [auditRow(scope, "update", entity, rowId, { club_id: { from: from_club_id, to: club_id } }, savez_id)],
      changedOneRow(),
    ),
  ];
  return [...move(sportasi as Entity, sportas_id), ...live.flatMap((l) => move(licence as Entity, l.id))];
}

/**
 * A confirmed transfer whose date has come since (the daily job): the move, and the transfer 'proveden', in one
 * batch guarded by its state.
 */
export async function applyStatements(
  db: Database,
  scope: Scope,
  transfer: Values,
  day = today(),
): Promise<Statement[]> {
  const id = String(transfer.id);
  const at = new Date().toISOString();
  const due = and(inState(id, "potvrden"), lte(sql`${transfer.datum as string}`, day))!;
  return [
    ...(await moveStatements(db, scope, transfer, due)),
    // Last: the guards above still see 'potvrden'.
    db
      .update(transferi.table)
      .set({ status: "proveden", proveden_at: at, version: sql`${transferi.table.version} + 1` })
      .where(and(eq(transferi.table.id, id), eq(transferi.table.status, "potvrden"), lte(transferi.table.datum, day))),
    insertRows(
      db,
      auditLog,
      [
        auditRow(
          scope,
          "update",
          transferi as Entity,
          id,
          { status: { from: "potvrden", to: "proveden" }, proveden_at: { from: null, to: at } },
          String(transfer.savez_id),
        ),
      ],
      changedOneRow(),
    ),
  ];
}

/**
 * The transfer's hook in the write path: the step's check, and a confirmation whose date has come applied in
 * the same edit (the transfer goes straight to 'proveden', as PostgreSQL's trigger does), the move joining its
 * batch guarded by the edit having won (the row at the version this edit gives it).
 */
function transferHook(db: Database, scope: Scope, version: number): EditHook {
  return {
    check: (before, values, reach) => {
      checkTerms(scope, reach, before, values);
      checkStep(scope, reach, before, values);
      if (values.status === "potvrden" && String(before.datum) <= today()) {
        values.status = "proveden";
        values.proveden_at = new Date().toISOString();
      }
    },
    statements: async (before, values) =>
      values.status === "proveden" && before.status !== "proveden"
        ? moveStatements(db, scope, { ...before, ...values }, inState(String(before.id), "proveden", version + 1))
        : [],
  };
}

/** Updates one transfer read at `version`: a step (agree, refuse, confirm and apply) or an edit of its fields. */
export function updateTransfer(db: Database, scope: Scope, id: string, version: number, changes: Values) {
  return updateRow(db, scope, transferi as Entity, id, version, changes, transferHook(db, scope, version));
}

/** Transfers confirmed for a date that has come since (the daily job), applied each in its own batch. */
export async function applyDueTransfers(db: Database, scope: Scope, day = today()): Promise<number> {
  const rows = await db
    .select()
    .from(transferi.table)
    .where(
      and(eq(transferi.table.status, "potvrden"), lte(transferi.table.datum, day), isNull(transferi.table.deleted_at)),
    );
  let applied = 0;
  for (const row of rows) {
    const results = await db.batch((await applyStatements(db, scope, row, day)) as [Statement, ...Statement[]]);
    if ((results.at(-2) as D1Result).meta.changes === 1) applied++;
  }
  return applied;
}

/**
 * PostgreSQL's due transfers applied by the Hasura admin (DATA_PROVIDER=hasura): one update whose trigger
 * (sz_transfer_step) moves each athlete and their live licences as it marks the transfer 'proveden'. Two jobs
 * at once apply a transfer once: the second update waits for the first's row lock, then finds it 'proveden'.
 */
const APPLY_DUE = `mutation ProvediTransfere($day: String!) {
  update_transferi(where: {status: {_eq: "potvrden"}, datum: {_lte: $day}, deleted_at: {_is_null: true}}, _set: {status: "proveden"}) {
    affected_rows
  }
}`;

async function applyDueOnHasura(admin: HasuraAdmin, day: string): Promise<number> {
  // Hasura's admin role named, as Hasura sets it for the admin secret: the audit rows of the move say 'admin'.
  const data = await asHasuraAdmin(admin, "ProvediTransfere", APPLY_DUE, { day }, { "x-hasura-role": "admin" });
  return Number((data.update_transferi as { affected_rows?: number } | null)?.affected_rows ?? 0);
}

/** The daily job's part: transfers confirmed for a day that has come (Zagreb's day of `now`), applied. */
export function applyDueTransfersOf(env: Pick<Env, "DB">, now = Date.now()): Promise<number> {
  const day = today(new Date(now));
  const config = getConfig(env);
  if (config.DATA_PROVIDER !== "hasura") return applyDueTransfers(database(env.DB), SYSTEM, day);
  const admin = {
    url: config.HASURA_GRAPHQL_URL!,
    adminSecret: config.HASURA_ADMIN_SECRET!,
    timeoutMs: config.HASURA_TIMEOUT_MS,
  };
  return applyDueOnHasura(admin, day);
}
