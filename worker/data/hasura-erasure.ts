// Erasure on the Hasura side (DATA_PROVIDER=hasura): the Worker provisions accounts in D1 and copies the
// caller's users row into PostgreSQL (UPSERT_USER in ../graphql/hasura.ts). Erasing an account in D1 must erase that copy
// as well: the person's row would otherwise stay in PostgreSQL, and a new account of the same person (a new D1
// id, the same Firebase uid) would conflict on firebase_user_id at every upsert, forever. One mutation, sent
// with the admin secret and no role (Hasura's admin: no role may delete users), runs in one transaction: the
// references D1 clears are cleared the same way, the person's staff rows and idempotency keys go, the audit rows
// keep the actor's id without the email, and the users row is deleted. Unlike D1, PostgreSQL's triggers
// audit each cleared `created_by` as an admin update and raise that row's version, as they do for every write.
import { ERASED_REFERENCES } from "./personal-data";
import { asHasuraAdmin, type HasuraAdmin } from "./hasura-admin";

/** The erasing mutation: one aliased root field per statement, the users row deleted last. */
export function erasureMutation(): string {
  const clears = ERASED_REFERENCES.map(
    ({ table, column }, i) =>
      `  r${i}: update_${table}(where: {${column}: {_eq: $id}}, _set: {${column}: null}) { affected_rows }`,
  );
  return [
    `mutation EraseUser($id: Int!) {`,
    ...clears,
    `  staff: delete_staff_savezi(where: {user_id: {_eq: $id}}) { affected_rows }`,
    `  keys: delete_idempotency_keys(where: {user_id: {_eq: $id}}) { affected_rows }`,
    `  audit: update_audit_log(where: {actor_id: {_eq: $id}, actor_email: {_is_null: false}}, _set: {actor_email: null}) { affected_rows }`,
    `  users: delete_users(where: {id: {_eq: $id}}) { affected_rows }`,
    `}`,
  ].join("\n");
}

/**
 * Erases the row of D1's users.id `userId` in PostgreSQL; resolves with the number of users rows deleted (0 when the upsert
 * never copied it). Throws when Hasura does not answer with every field: the caller reports it.
 */
export async function eraseHasuraUser(options: HasuraAdmin, userId: number): Promise<number> {
  // The upsert copies the D1 id: the row, and every reference to it, carry that id. Hasura's superuser is
  // named: PostgreSQL's write triggers record the cleared references as its updates (role 'admin', no actor),
  // as for any other admin-secret write.
  const data = await asHasuraAdmin(
    options,
    "EraseUser",
    erasureMutation(),
    { id: userId },
    { "x-hasura-role": "admin" },
  );
  const deleted = (data.users as { affected_rows?: unknown } | null | undefined)?.affected_rows;
  if (typeof deleted !== "number") throw new Error("hasura erasure answered without the users row deletion");
  return deleted;
}
