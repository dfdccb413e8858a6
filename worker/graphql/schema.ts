import { getTableColumns } from "drizzle-orm";
import { buildSchema, type GraphQLSchema } from "graphql";
import { z } from "zod";
import { ENTITIES, type EntityName } from "../../shared/entities";
import { publicColumns, type Entity } from "../../shared/entities/entity";

/**
 * The D1 provider's schema in Hasura's naming, generated from the entity descriptions (shared/entities):
 * a type per entity with its public columns and relationships, `x(where, order_by, limit)` list fields, and
 * for every entity with a create input `insert_x_one(object:)`, `insert_x(objects:) { affected_rows }` and
 * (versioned) `update_x(where: {id: {_eq}, version: {_eq}}, _set:)`, and for soft-deletable entities
 * `delete_x(where: {id, version})` (to 'Obrisano') and `restore_x(where: {id, version})` (back from it; on
 * Hasura a tracked SQL function of that name).
 * Insert inputs are all nullable, as Hasura's are: the shared zod schemas, not GraphQL coercion, decide
 * what is missing, so clients get per-field messages.
 */
const PRELUDE = /* GraphQL */ `
  scalar jsonb

  enum order_by {
    asc
    asc_nulls_first
    asc_nulls_last
    desc
    desc_nulls_first
    desc_nulls_last
  }

  input created_at_order_by {
    created_at: order_by
  }

  type mutation_response {
    affected_rows: Int!
  }

  input String_comparison_exp {
    _eq: String
    _in: [String!]
    _is_null: Boolean
  }

  input Int_comparison_exp {
    _eq: Int
    _is_null: Boolean
  }
`;

/** The membership register's own fields (issue 15): a keyset page with search and filters, and its settings. */
const REGISTER_SDL = /* GraphQL */ `
  type membership_register_settings {
    savez_id: String!
    prefix: String!
    next_number: Int!
    types: [String!]!
  }
`;
const REGISTER_QUERIES = [
  "    memberships_register(savez_id: String, search: String, type: String, status: String, expiring: Boolean, after: String, limit: Int): [memberships!]!",
  "    membership_register_settings(savez_id: String): membership_register_settings!",
];

const LIST_ARGS = "(order_by: [created_at_order_by!], limit: Int)";
const rootListArgs = (name: string) => `(where: ${name}_bool_exp, order_by: [created_at_order_by!], limit: Int)`;

/** The GraphQL type of a column: Int for integers, jsonb for JSON text, String otherwise. */
function columnType(entity: Entity, name: string, dataType: string, notNull: boolean): string {
  const base = entity.json?.includes(name) ? "jsonb" : dataType === "number" ? "Int" : "String";
  return notNull ? `${base}!` : base;
}

function objectType(entity: Entity): string {
  const columns = Object.values(getTableColumns(entity.table));
  const fields = publicColumns(entity).map((name) => {
    const c = columns.find((col) => col.name === name)!;
    return `    ${name}: ${columnType(entity, name, c.dataType, c.notNull)}`;
  });
  const relations = (entity.relations ?? []).map((r) =>
    r.kind === "object" ? `    ${r.field}: ${r.entity}` : `    ${r.field}${LIST_ARGS}: [${r.entity}!]!`,
  );
  return `  type ${entity.name} {\n${[...fields, ...relations].join("\n")}\n  }`;
}

/** The keys of an entity's create input, in order. */
export function inputFields(entity: Entity): string[] {
  return entity.input instanceof z.ZodObject ? Object.keys(entity.input.shape) : [];
}

/** Hasura's `x_insert_input` and `x_set_input`: the create input's fields, all nullable. */
function writeInputs(entity: Entity): string {
  const columns = Object.values(getTableColumns(entity.table));
  const typeOf = (name: string) => {
    if (entity.json?.includes(name)) return "jsonb";
    return columns.find((c) => c.name === name)?.dataType === "number" ? "Int" : "String";
  };
  const fields = inputFields(entity)
    .map((name) => `    ${name}: ${typeOf(name)}`)
    .join("\n");
  return `  input ${entity.name}_insert_input {\n${fields}\n  }\n\n  input ${entity.name}_set_input {\n${fields}\n  }`;
}

/** Hasura's `x_bool_exp`, as far as the trusted operations use it: `_eq` on a public column. */
function boolExp(entity: Entity): string {
  const visible = publicColumns(entity);
  const columns = Object.values(getTableColumns(entity.table)).filter((c) => visible.includes(c.name));
  const fields = columns.map((c) => `    ${c.name}: ${c.dataType === "number" ? "Int" : "String"}_comparison_exp`);
  return `  input ${entity.name}_bool_exp {\n${fields.join("\n")}\n  }`;
}

/** Hasura's `x_inc_input`: an entity's counted-up columns (a card's token version), for `_inc`. */
function incInput(entity: Entity): string[] {
  const fields = (entity.increments ?? []).map((name) => `    ${name}: Int`);
  return fields.length ? [`  input ${entity.name}_inc_input {\n${fields.join("\n")}\n  }`] : [];
}

/**
 * `update_x(where:, _set:)`; an entity with counted-up columns also takes `_inc` (then `_set` may be left out,
 * as Hasura allows): the resolver decides what an edit must name.
 */
function updateField(entity: Entity): string {
  const counted = (entity.increments ?? []).length > 0;
  const args = counted
    ? `_set: ${entity.name}_set_input, _inc: ${entity.name}_inc_input`
    : `_set: ${entity.name}_set_input!`;
  return `    update_${entity.name}(where: ${entity.name}_bool_exp!, ${args}): mutation_response`;
}

const entities = () => Object.values(ENTITIES) as Entity[];
/** Entities with a list field at the query root (the others are reached through a parent's relationship). */
export const ROOT_ENTITIES = (Object.keys(ENTITIES) as EntityName[]).filter(
  (name) => (ENTITIES[name] as Entity).listed !== false,
);
/** Entities GraphQL can create (they have a create input). */
export const WRITABLE_ENTITIES = (Object.keys(ENTITIES) as EntityName[]).filter((name) => ENTITIES[name].input);

/** Versioned listed entities GraphQL can update (`update_x(where: {id, version}, _set:)`). */
export const UPDATABLE_ENTITIES = WRITABLE_ENTITIES.filter(
  (name) => ENTITIES[name].flags.versioned && ROOT_ENTITIES.includes(name),
);

/** Entities whose rows move to 'Obrisano' on delete and come back with restore. */
export const DELETABLE_ENTITIES = UPDATABLE_ENTITIES.filter((name) => ENTITIES[name].flags.softDelete);

/** The whole SDL, derived from the entity descriptions. */
export function buildSdl(): string {
  const types = entities().map(objectType);
  const inputs = [
    ...WRITABLE_ENTITIES.map((name) => writeInputs(ENTITIES[name])),
    ...UPDATABLE_ENTITIES.flatMap((name) => incInput(ENTITIES[name])),
    ...ROOT_ENTITIES.map((name) => boolExp(ENTITIES[name])),
  ];
  const queries = [
    ...ROOT_ENTITIES.map((name) => `    ${name}${rootListArgs(name)}: [${name}!]!`),
    ...REGISTER_QUERIES,
  ];
  const mutations = WRITABLE_ENTITIES.flatMap((name) => [
    `    insert_${name}_one(object: ${name}_insert_input!): ${name}`,
    `    insert_${name}(objects: [${name}_insert_input!]!): mutation_response`,
    ...(UPDATABLE_ENTITIES.includes(name) ? [updateField(ENTITIES[name])] : []),
    ...(DELETABLE_ENTITIES.includes(name)
      ? [
          `    delete_${name}(where: ${name}_bool_exp!): mutation_response`,
          `    restore_${name}(where: ${name}_bool_exp!): mutation_response`,
        ]
      : []),
  ]);
  return [
    PRELUDE,
    REGISTER_SDL,
    ...types,
    ...inputs,
    `  type query_root {\n${queries.join("\n")}\n  }`,
    `  type mutation_root {\n${mutations.join("\n")}\n  }`,
    "  schema {\n    query: query_root\n    mutation: mutation_root\n  }\n",
  ].join("\n\n");
}

let built: GraphQLSchema | null = null;

/**
 * The executable schema, built once per isolate. Resolvers come from the root value (d1-resolvers.ts);
 * the `jsonb` scalar keeps buildSchema's identity serialisation, which is exactly Hasura's pass-through.
 */
export function d1Schema(): GraphQLSchema {
  built ??= buildSchema(buildSdl());
  return built;
}
