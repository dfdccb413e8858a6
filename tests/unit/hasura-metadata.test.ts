// One source of truth for who may do what: the Hasura metadata (hasura/metadata) must grant, operation by
// operation and role by role, exactly what the Worker's rule table (worker/graphql/rules.ts, read off
// shared/permissions.ts) allows, with row filters of the same reach, so the two providers cannot drift.
import { Kind, parse, type FieldNode, type SelectionSetNode } from "graphql";
import { describe, expect, it } from "vitest";
import { ENTITIES, type EntityName } from "../../shared/entities";
import { TENANT_COLUMNS, publicColumns, type Entity } from "../../shared/entities/entity";
import { OPERATIONS, type OperationName } from "../../shared/graphql/operations";
import { ACTIONS, can, type Action, type PermissionScope, type Subject } from "../../shared/permissions";
import { ENTRY_TABLES, LEAGUE_TABLES } from "../../scripts/lib/hasura/hasura-only";
import { hasuraRole } from "../../worker/graphql/hasura";
import { RULES, authorize } from "../../worker/graphql/rules";
import {
  FUNCTION_RETURNS,
  loadFunctions,
  loadTables,
  permissionOf,
  relationshipOf,
  rootFields,
  scopeOfFilter,
  type PermissionKind,
  type TableMetadata,
} from "../support/hasura-metadata";

const tables = loadTables();
const roots = rootFields(tables);

const SUBJECTS: [string, Subject][] = [
  ["anonymous", { role: "anonymous", emailVerified: false }],
  ["member", { role: "member", emailVerified: true }],
  ["staff", { role: "staff", emailVerified: true }],
  ["admin", { role: "admin", emailVerified: true }],
  ["official of a club", { role: "official", emailVerified: true }],
  ["staff, unverified email", { role: "staff", emailVerified: false }],
];

/** One Hasura permission a request uses: the table (or view), its kind, and the fields it touches. */
interface Use {
  table: string;
  kind: PermissionKind;
  columns: string[];
  path: string;
  /** A tracked function's root field: exposed only to the roles its own permissions list. */
  function?: string;
}

function table(name: string): TableMetadata {
  const found = tables.get(name);
  if (!found) throw new Error(`${name} is not tracked in hasura/metadata`);
  return found;
}

/** The select permissions a selection set needs: its table, and each relationship's table below it. */
function selects(name: string, node: FieldNode, path: string, out: Use[]): void {
  const columns: string[] = [];
  const where = node.arguments?.find((a) => a.name.value === "where")?.value;
  if (where?.kind === Kind.OBJECT) columns.push(...where.fields.map((f) => f.name.value));
  for (const child of (node.selectionSet as SelectionSetNode).selections) {
    if (child.kind !== Kind.FIELD) continue;
    const relationship = relationshipOf(table(name), child.name.value);
    if (relationship) selects(relationship.table, child, `${path}.${child.name.value}`, out);
    else columns.push(child.name.value);
  }
  out.push({ table: name, kind: "select", columns, path });
}

/** Every permission an operation's request needs from Hasura. */
function usesOf(operation: OperationName): Use[] {
  const document = parse(OPERATIONS[operation]);
  const definition = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!;
  const uses: Use[] = [];
  for (const node of definition.selectionSet.selections as FieldNode[]) {
    const root = roots.get(node.name.value);
    if (!root) throw new Error(`${operation}: Hasura has no root field ${node.name.value}`);
    if (root.function) {
      selects(root.table, node, node.name.value, uses);
      uses.at(-1)!.function = root.function.function.name;
    } else if (root.kind === "select") selects(root.table, node, node.name.value, uses);
    else {
      uses.push({ table: root.table, kind: root.kind, columns: [], path: node.name.value });
      // insert_x_one answers the written row: its fields are read with the role's select permission.
      if (root.one) selects(root.table, node, `${node.name.value}.returning`, uses);
      // An update's or delete's `where` is typed by the role's select permission on the same table.
      if (root.kind === "update" || root.kind === "delete") {
        uses.push({ table: root.table, kind: "select", columns: ["id", "version"], path: `${node.name.value}.where` });
      }
    }
  }
  return uses;
}

/** True when the role may call the function a use goes through (every use that is no function's may). */
function functionAllows(use: Use, role: string): boolean {
  if (!use.function) return true;
  return !!loadFunctions()
    .get(use.function)
    ?.permissions?.some((p) => p.role === role);
}

/** Tables that are no entity of their own: a federation's register settings are the register's (memberships). */
const PART_OF: Record<string, EntityName> = { membership_registers: "memberships" };

/** What a Hasura permission stands for in the app's terms: the action on which entity. */
function needOf(use: Use, hasuraRoleName: string): { action: Action; entity: EntityName } | null {
  const view = /^(.+)_(objavljeno|obrisano)$/.exec(use.table);
  if (view) {
    // The views only carry delete (and the select their `where` needs): to the trash, or back from it.
    return { action: view[2] === "objavljeno" ? "delete" : "restore", entity: view[1] as EntityName };
  }
  const entity = PART_OF[use.table] ?? (use.table as EntityName);
  if (use.kind === "select") return { action: hasuraRoleName.endsWith("_obrisano") ? "restore" : "read", entity };
  return { action: use.kind === "insert" ? "create" : use.kind, entity };
}

/** The create input's fields (a schema with cross-field checks wraps its object). */
function inputShape(entity: Entity): object {
  const input = entity.input as unknown as {
    shape?: object;
    def?: { in?: { shape?: object }; schema?: { shape?: object } };
  };
  return input.shape ?? input.def?.in?.shape ?? input.def?.schema?.shape ?? {};
}

/** Input fields only an admin may set (worker/data/memberships.ts: numberAdminOnly). */
const ADMIN_ONLY: Partial<Record<EntityName, string[]>> = { memberships: ["number"] };

describe("the Hasura metadata against the Worker's rule table", () => {
  for (const operation of Object.keys(OPERATIONS) as OperationName[]) {
    it(`${operation}: Hasura grants it to exactly the roles the Worker lets run it, with the same reach`, () => {
      const uses = usesOf(operation);
      expect(uses.length).toBeGreaterThan(0);
      for (const [label, subject] of SUBJECTS) {
        const role = hasuraRole(subject, operation);
        const allowed = authorize(RULES[operation], subject) === "ok";
        const granted = uses.every(
          (use) => permissionOf(table(use.table), use.kind, role) !== undefined && functionAllows(use, role),
        );
        // A step's own right (confirming a transfer) is the Worker's to check, and the table's trigger checks it
        // again (sz_transfer_step): the role's update permission on the entity is the clubs' to agree with.
        const stepOnly = RULES[operation].rights.some((r) => can(subject, r.action, r.resource) === null);
        expect(granted, `${operation} as ${label} (Hasura role ${role})`).toBe(allowed || (stepOnly && granted));
        if (!allowed) continue;
        for (const use of uses) {
          const permission = permissionOf(table(use.table), use.kind, role)!;
          const need = needOf(use, role)!;
          const filter = use.kind === "insert" ? permission.check : permission.filter;
          expect(scopeOfFilter(filter), `${operation} as ${label}: ${use.kind} ${use.table} at ${use.path}`).toBe(
            can(subject, need.action, need.entity),
          );
          for (const column of use.columns) {
            expect(permission.columns, `${operation} as ${label}: ${use.path}.${column}`).toContain(column);
          }
        }
      }
    });
  }

  it("grants no right the permission table does not hold, nor misses one it does", () => {
    const granted = new Set<string>();
    const appRole = (role: string) => role.replace(/_obrisano$/, "").replace(/^platform_admin$/, "admin");
    // The league's and the entries' tables are no entity: their rights are the REST resources' (lige, nastupi).
    const rest = (name: string) => name in LEAGUE_TABLES || ENTRY_TABLES.includes(name);
    for (const [name, meta] of tables) {
      if (rest(name)) continue;
      for (const kind of ["select", "insert", "update", "delete"] as const) {
        for (const { role, permission } of meta[`${kind}_permissions`] ?? []) {
          const need = needOf({ table: name, kind, columns: [], path: name }, role)!;
          const filter = kind === "insert" ? permission.check : permission.filter;
          granted.add(`${appRole(role)}:${need.action}:${need.entity}:${scopeOfFilter(filter)}`);
        }
      }
    }
    const expected = new Set<string>();
    for (const [, subject] of SUBJECTS.slice(0, 5)) {
      for (const entity of Object.keys(ENTITIES) as EntityName[]) {
        for (const action of ACTIONS) {
          const scope: PermissionScope | null = can(subject, action, entity);
          if (scope) expected.add(`${subject.role}:${action}:${entity}:${scope}`);
        }
      }
    }
    expect([...granted].sort()).toEqual([...expected].sort());
  });

  it("lets no writer below federation scope set a tenant column of any entity (issue 44: tenancy is derived)", () => {
    const narrow = (scope: PermissionScope | null) => scope === "club" || scope === "own";
    for (const name of Object.keys(ENTITIES) as EntityName[]) {
      const entity = ENTITIES[name] as Entity;
      const input = entity.input ? Object.keys(inputShape(entity)) : [];
      const tenant = input.filter((c) => TENANT_COLUMNS.includes(c));
      if (tenant.length === 0) continue;
      for (const [who, subject] of SUBJECTS.filter(([, s]) => s.emailVerified)) {
        // An edit: Hasura's update permission leaves the column out (D1's write path refuses it: worker test).
        if (narrow(can(subject, "update", name))) {
          const columns = permissionOf(table(name), "update", hasuraRole(subject))?.columns ?? [];
          expect(
            columns.filter((c) => tenant.includes(c)),
            `${name} update as ${who}`,
          ).toEqual([]);
        }
        // A create: the row takes its parent's federation whatever the input says (D1 federationFor, PostgreSQL's
        // sz_club_federation), so only an entity with a parent may be created below federation scope.
        if (narrow(can(subject, "create", name))) expect(entity.parent, `${name} create as ${who}`).toBeDefined();
      }
    }
  });

  it("shows each role only the columns GraphQL exposes, and lets writes set only the create input's fields (and updates count up the entity's increments)", () => {
    for (const name of Object.keys(ENTITIES) as EntityName[]) {
      const entity = ENTITIES[name] as Entity;
      const meta = table(name);
      for (const { role, permission } of meta.select_permissions ?? []) {
        expect(permission.columns, `${name} select as ${role}`).toEqual(publicColumns(entity));
      }
      const input = entity.input ? Object.keys(inputShape(entity)) : [];
      for (const kind of ["insert", "update"] as const) {
        for (const { role, permission } of meta[`${kind}_permissions`] ?? []) {
          // Only an admin sets or changes what ADMIN_ONLY names (a membership's number: staff get the sequence's);
          // a club's official does not write what the entity keeps for its federation (a licence's status).
          const wider = role === "official" ? Object.keys(entity.writtenOnlyAt ?? {}) : [];
          const fields = (
            role === "platform_admin" ? input : input.filter((c) => !ADMIN_ONLY[name]?.includes(c))
          ).filter((c) => !wider.includes(c));
          // A counted-up column (a card's token version) is an update's only through `_inc`: no input sets it; a
          // club's official never moves a row to another federation (issue 44: a tenant column is federation's).
          const tenant = kind === "update" && role === "official" ? TENANT_COLUMNS : [];
          const allowed =
            kind === "update" ? [...fields.filter((c) => !tenant.includes(c)), ...(entity.increments ?? [])] : fields;
          expect([...permission.columns!].sort(), `${name} ${kind} as ${role}`).toEqual([...allowed].sort());
        }
      }
    }
  });

  it("hides 'Obrisano' from every list but the trash roles', and edits only published rows", () => {
    for (const name of Object.keys(ENTITIES) as EntityName[]) {
      const entity = ENTITIES[name] as Entity;
      if (!entity.flags.softDelete) continue;
      const meta = table(name);
      for (const { role, permission } of meta.select_permissions ?? []) {
        const trash = role.endsWith("_obrisano");
        const text = JSON.stringify(permission.filter);
        expect(text, `${name} as ${role}`).toContain(`"deleted_at":{"_is_null":${trash ? "false" : "true"}}`);
        // A result whose competition is in 'Obrisano' is hidden with it, as on D1 (an athlete with its club).
        const via = entity.parent?.column.replace(/_id$/, "");
        if (via) expect(text).toContain(`"_not":{"${via}":{"deleted_at":{"_is_null":false}}}`);
      }
      for (const { role, permission } of meta.update_permissions ?? []) {
        expect(JSON.stringify(permission.filter), `${name} update as ${role}`).toContain(
          `"deleted_at":{"_is_null":true}`,
        );
        expect(scopeOfFilter(permission.check)).toBe(scopeOfFilter(permission.filter));
      }
      // Hasura's own delete would remove the row: only the Hasura admin (the purge) has it.
      expect(meta.delete_permissions ?? []).toEqual([]);
      expect(meta.configuration?.custom_root_fields?.delete).toBe(`purge_${name}`);
    }
  });

  it("gives no role any access to the audit log, the roles tables or the idempotency keys", () => {
    for (const name of ["audit_log", "staff_savezi", "pozivnice", "idempotency_keys"]) {
      const meta = table(name);
      for (const kind of ["select", "insert", "update", "delete"] as const) {
        expect(meta[`${kind}_permissions`] ?? [], `${name} ${kind}`).toEqual([]);
      }
    }
  });

  it("lets a member read only their own user row and the memberships of their verified email", () => {
    for (const role of ["member", "staff", "platform_admin"]) {
      expect(permissionOf(table("users"), "select", role)?.filter).toEqual({
        firebase_user_id: { _eq: "X-Hasura-User-Id" },
      });
    }
    const own = { email: { _eq: "X-Hasura-Email" } };
    expect(permissionOf(table("memberships"), "select", "member")?.filter).toEqual({
      _and: [own, { deleted_at: { _is_null: true } }],
    });
    // Staff read their federations' register, and their own cards in any federation.
    expect(permissionOf(table("memberships"), "select", "staff")?.filter).toEqual({
      _and: [{ _or: [{ savez_id: { _in: "X-Hasura-Savezi" } }, own] }, { deleted_at: { _is_null: true } }],
    });
    // users.memberships joins on the users row's verified email, never the unverified one.
    expect(relationshipOf(table("users"), "memberships")).toEqual({
      kind: "array",
      table: "memberships",
      column: "email",
      local: "verified_email",
    });
    expect(permissionOf(table("users"), "select", "anonymous")).toBeUndefined();
    expect(permissionOf(table("memberships"), "select", "anonymous")).toBeUndefined();
  });

  it("exposes the register's functions only to those who keep it, and each returns the table it is read as", () => {
    for (const [name, fn] of loadFunctions()) {
      expect(FUNCTION_RETURNS[name], name).toBeDefined();
      expect(fn.permissions?.map((p) => p.role).sort(), name).toEqual(["platform_admin", "staff"]);
      expect(fn.configuration?.session_argument, name).toBe("hasura_session");
    }
  });
});
