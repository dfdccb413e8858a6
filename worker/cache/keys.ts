// The edge cache's keys: where an answer lives in the Cache API, from the operation (or route), its
// parameters' canonical hash, the media type and the current generations of the tags it reads.
import type { OperationName } from "../../shared/graphql/operations";
import { canonicalJson } from "../../shared/canonical-json";
import { sha256Hex } from "../../shared/sha256";
import { trustedOperations, type TrustedOperation } from "../graphql/trusted";
import { currentEpoch, generation, PREFIX } from "./generations";
import { answerTags, federationOf, readEntities } from "./tags";

/** Where an answer lives in the Cache API, and what bounds a copy of it in memory. */
export interface AnswerKey {
  url: string;
  tags: string[];
  /** `epoch` when the key was made: a local write since then forbids remembering or storing its answer. */
  epoch: number;
  /** The earliest moment one of the key's generations, as remembered, may be out of date. */
  generationsUntil: number;
}

// The entities each operation reads, derived once per isolate from its trusted document.
const readsByOperation = new Map<string, string[]>();
function readsOf(operation: TrustedOperation): string[] {
  let reads = readsByOperation.get(operation.name);
  if (!reads) readsByOperation.set(operation.name, (reads = readEntities(operation.document)));
  return reads;
}

/**
 * The cache key of a public answer: the operation, the SHA-256 of its parsed variables' canonical JSON,
 * the response media type, and the current generations of the tags it depends on (the entities it reads,
 * by federation when the variables name one). A write replaces a generation, so older answers are simply
 * never looked up again and expire on their own.
 */
export async function answerKey(
  origin: string,
  operation: TrustedOperation,
  mediaType: string,
  variables: unknown,
): Promise<AnswerKey> {
  const since = currentEpoch();
  const tags = answerTags(readsOf(operation), federationOf(variables));
  const variablesHash = sha256Hex(canonicalJson(variables));
  const current = await Promise.all(tags.map((tag) => generation(origin, tag)));
  const url = new URL(`${PREFIX}/answer/${operation.name}`, origin);
  url.searchParams.set("type", mediaType);
  url.searchParams.set("variables", await variablesHash);
  url.searchParams.set("generations", current.map((g) => g.value).join("."));
  return { url: url.href, tags, epoch: since, generationsUntil: Math.min(...current.map((g) => g.expires)) };
}

/**
 * The cache key of a public answer that is not a GraphQL operation (a calendar, a public REST read, an
 * edge-rewritten page): its `name`, the text of its parameters and the generations of the entities it reads,
 * so the same staff writes that invalidate the feed invalidate it.
 */
export async function routeAnswerKey(
  origin: string,
  name: string,
  entities: readonly string[],
  federationId: string | null,
  params: string,
): Promise<AnswerKey> {
  const since = currentEpoch();
  const tags = answerTags(entities, federationId);
  const current = await Promise.all(tags.map((tag) => generation(origin, tag)));
  const url = new URL(`${PREFIX}/route/${encodeURIComponent(name)}`, origin);
  url.searchParams.set("params", await sha256Hex(params));
  url.searchParams.set("generations", current.map((g) => g.value).join("."));
  return { url: url.href, tags, epoch: since, generationsUntil: Math.min(...current.map((g) => g.expires)) };
}

/** The Cache API URL of a trusted operation's answer, by name (for tests and tools). */
export async function cacheKey(
  origin: string,
  operation: OperationName,
  mediaType: string,
  variables: unknown = {},
): Promise<string> {
  const trusted = [...(await trustedOperations()).values()].find((op) => op.name === operation);
  if (!trusted) throw new Error(`no trusted operation ${operation}`);
  return (await answerKey(origin, trusted, mediaType, variables)).url;
}

/** Whether a request's Accept-Encoding takes gzip (not refused with q=0). */
