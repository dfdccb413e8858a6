import { parse, validate, type DocumentNode } from "graphql";
import { OPERATIONS, type OperationName } from "../../shared/graphql/operations";
import { sha256Hex } from "../../shared/sha256";
import { d1Schema } from "./schema";

/** A trusted operation, ready to run: its name, text, SHA-256 and parsed (and schema-validated) document. */
export interface TrustedOperation {
  name: OperationName;
  text: string;
  sha256: string;
  document: DocumentNode;
}

let registry: Promise<Map<string, TrustedOperation>> | null = null;

/**
 * The trusted operations by hash, built once per isolate. Each document is validated against the D1 schema
 * here, so a document the schema cannot run fails loudly at the first request, not in a user's hands.
 */
export function trustedOperations(): Promise<Map<string, TrustedOperation>> {
  registry ??= (async () => {
    const byHash = new Map<string, TrustedOperation>();
    for (const [name, text] of Object.entries(OPERATIONS) as [OperationName, string][]) {
      const document = parse(text);
      const errors = validate(d1Schema(), document);
      if (errors.length) throw new Error(`trusted operation ${name} does not fit the schema: ${errors[0].message}`);
      const sha256 = await sha256Hex(text);
      byHash.set(sha256, { name, text, sha256, document });
    }
    return byHash;
  })();
  return registry;
}

let byText: Promise<Map<string, TrustedOperation>> | null = null;

/** The same registry keyed by document text, so a request's query is matched without hashing it. */
function trustedByText(): Promise<Map<string, TrustedOperation>> {
  byText ??= trustedOperations().then((byHash) => new Map([...byHash.values()].map((op) => [op.text, op])));
  return byText;
}

/**
 * The trusted operation a request names, matched by its query or its persisted-query hash. A query is
 * looked up by its exact text: the same answer as comparing SHA-256 hashes (equal texts, equal hashes;
 * any other text cannot hash to a trusted hash), without hashing every request body.
 */
export async function findTrusted(
  operationName: string | undefined,
  query: string | undefined,
  persistedHash: string | undefined,
): Promise<TrustedOperation | null> {
  const operation =
    query !== undefined
      ? (await trustedByText()).get(query)
      : persistedHash && (await trustedOperations()).get(persistedHash.toLowerCase());
  if (!operation) return null;
  return operationName === undefined || operationName === operation.name ? operation : null;
}
