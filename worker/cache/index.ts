// The edge cache of anonymous public answers (docs/security.md, "Edge cache"): keys, store, generations, tags.
export { ISOLATE_CACHE_TTL_SECONDS } from "./generations";
export { answerKey, cacheKey, routeAnswerKey, type AnswerKey } from "./keys";
export {
  acceptsGzip,
  EDGE_CACHE_TTL_SECONDS,
  cachedAnswer,
  invalidateCommittedWrite,
  invalidateEntities,
  invalidatePublicAnswers,
  invalidateWrite,
  storeAnswer,
} from "./store";
