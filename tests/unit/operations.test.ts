// Each trusted operation is written once (defineOperation): its document, its variables' zod schema and its
// result's shape. These tests parse every document with `graphql` and hold the three together: the variables it
// declares are the schema's keys (required where the schema requires them), and the fields it selects are the
// result's fields, level by level. A document edited without its schema or its result fails here.
import { Kind, parse, type OperationDefinitionNode, type SelectionSetNode, type VariableDefinitionNode } from "graphql";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { variablesOf, type Fields } from "../../shared/graphql/define";
import { DEFINED, DEFINITIONS, EDITABLE, OPERATIONS } from "../../shared/graphql/operations";
import { ENTITIES } from "../../shared/entities";
import { setSchemaOf, type Entity } from "../../shared/entities/entity";

function operationOf(document: string): OperationDefinitionNode {
  const definitions = parse(document).definitions;
  expect(definitions).toHaveLength(1);
  expect(definitions[0]!.kind).toBe(Kind.OPERATION_DEFINITION);
  return definitions[0] as OperationDefinitionNode;
}

/** A variable is required when its type is non-null and it has no default. */
const declared = (variables: readonly VariableDefinitionNode[] = []) =>
  Object.fromEntries(
    variables.map((v) => [v.variable.name.value, v.type.kind === Kind.NON_NULL_TYPE && !v.defaultValue]),
  );

/** The schema's keys, each required unless the schema accepts it left out (optional, nullish, a default). */
function schemaKeys(schema: z.ZodType): Record<string, boolean> {
  const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType> | undefined;
  if (!shape) throw new Error("the variables' schema is not an object");
  return Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, field._zod.optin !== "optional"]));
}

/** The response keys a selection names, with their sub-selections (null for a scalar). */
function selected(selection: SelectionSetNode | undefined): Fields | null {
  if (!selection) return null;
  const fields: Record<string, Fields | null> = {};
  for (const node of selection.selections) {
    if (node.kind !== Kind.FIELD) throw new Error("trusted documents select plain fields");
    fields[(node.alias ?? node.name).value] = selected(node.selectionSet);
  }
  return fields;
}

describe("trusted operations", () => {
  it("are named once each, and OPERATIONS holds each one's document by that name", () => {
    const names = DEFINITIONS.map((operation) => operation.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(OPERATIONS).sort()).toEqual([...names].sort());
    for (const operation of DEFINITIONS) expect(OPERATIONS[operation.name]).toBe(operation.document);
  });

  it("give every editable entity its Update, Delete and Restore, with the entity's fields to set", () => {
    for (const [name, table] of Object.entries(EDITABLE)) {
      const update = DEFINED[`Update${name}` as keyof typeof DEFINED];
      expect(DEFINED).toHaveProperty(`Delete${name}`);
      expect(DEFINED).toHaveProperty(`Restore${name}`);
      const set = (update.variables as z.ZodObject).shape.set as z.ZodObject;
      expect(Object.keys(set.shape).sort()).toEqual(Object.keys(setSchemaOf(ENTITIES[table] as Entity).shape).sort());
    }
  });

  for (const operation of DEFINITIONS) {
    describe(operation.name, () => {
      const parsed = operationOf(operation.document);

      it("is the document's operation name", () => {
        expect(parsed.name?.value).toBe(operation.name);
      });

      it("declares the variables its zod schema has, required where the schema requires them", () => {
        expect(declared(parsed.variableDefinitions)).toEqual(schemaKeys(variablesOf(operation)));
      });

      it("selects the fields its result has, level by level", () => {
        const result = Object.fromEntries(
          Object.entries(operation.result).map(([name, shape]) => [name, shape.fields]),
        );
        expect(selected(parsed.selectionSet)).toEqual(result);
      });
    });
  }
});
