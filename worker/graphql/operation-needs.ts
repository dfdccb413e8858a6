// What a trusted operation does to which entity, read off its document with Hasura's naming: a query's
// fields name the entities they read (nested relationship fields included), a mutation's root field names
// its verb and entity (`insert_feed_one` → create feed). The rules and the permission docs derive from
// this, so an operation cannot be listed under rights it does not use. This module is pure: no I/O.
import { Kind, type DocumentNode, type FieldNode, type OperationDefinitionNode, type SelectionSetNode } from "graphql";
import { ENTITIES, type EntityName } from "../../shared/entities";
import type { Action } from "../../shared/permissions";

export interface Need {
  action: Action;
  entity: EntityName;
}

const VERBS: [RegExp, Action][] = [
  [/^insert_(.+?)(_one)?$/, "create"],
  [/^update_(.+?)(_by_pk|_many)?$/, "update"],
  [/^delete_(.+?)(_by_pk)?$/, "delete"],
  [/^restore_(.+?)(_by_pk)?$/, "restore"],
];

const isEntity = (name: string): name is EntityName => name in ENTITIES;

function operationOf(document: DocumentNode): OperationDefinitionNode {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation) throw new Error("a trusted document holds no operation");
  return operation;
}

/** The entities a query's selection reads: root fields, then relationship fields of each entity. */
function reads(entity: EntityName, selection: SelectionSetNode | undefined, out: Need[]): void {
  out.push({ action: "read", entity });
  for (const node of selection?.selections ?? []) {
    if (node.kind !== Kind.FIELD) continue;
    const relation = ENTITIES[entity].relations?.find((r) => r.field === node.name.value);
    if (relation && isEntity(relation.entity)) reads(relation.entity, node.selectionSet, out);
  }
}

/**
 * True when a root list filters on `deleted_at`: it reads 'Obrisano' (or asks whether a row is there), which
 * only those who may restore rows may do.
 */
function readsTrash(node: FieldNode): boolean {
  const where = node.arguments?.find((a) => a.name.value === "where")?.value;
  return where?.kind === Kind.OBJECT && where.fields.some((f) => f.name.value === "deleted_at");
}

/**
 * Query root fields that are not an entity's list: a federation's membership register and its settings. They
 * read memberships, and only for those who keep the register (update), not a member reading its own cards.
 */
export const REGISTER_FIELDS: Record<string, Need[]> = {
  memberships_register: [
    { action: "read", entity: "memberships" },
    { action: "update", entity: "memberships" },
  ],
  membership_register_settings: [
    { action: "read", entity: "memberships" },
    { action: "update", entity: "memberships" },
  ],
};

/** Every (action, entity) an operation needs, without repeats, in document order. */
export function needsOf(document: DocumentNode): Need[] {
  const operation = operationOf(document);
  const needs: Need[] = [];
  for (const node of operation.selectionSet.selections) {
    if (node.kind !== Kind.FIELD) throw new Error("trusted documents select plain fields at the root");
    const field = node.name.value;
    if (operation.operation === "query" && field in REGISTER_FIELDS) {
      needs.push(...REGISTER_FIELDS[field]!);
    } else if (operation.operation === "query" && isEntity(field)) {
      reads(field, node.selectionSet, needs);
      if (readsTrash(node)) needs.push({ action: "restore", entity: field });
    } else if (operation.operation === "mutation") {
      const verb = VERBS.map(([pattern, action]) => [pattern.exec(field)?.[1], action] as const).find(
        ([entity]) => entity !== undefined && isEntity(entity),
      );
      if (!verb) throw new Error(`mutation field ${field} names no entity`);
      needs.push({ action: verb[1], entity: verb[0] as EntityName });
    } else throw new Error(`root field ${field} names no entity`);
  }
  return needs.filter((n, i) => needs.findIndex((m) => m.action === n.action && m.entity === n.entity) === i);
}

/** True when the operation writes. */
export function isMutation(document: DocumentNode): boolean {
  return operationOf(document).operation === "mutation";
}
