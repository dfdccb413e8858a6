/** A GraphQL response and the HTTP status it goes out with (either provider's). */
export interface GatewayResult {
  status: number;
  body: { data?: unknown; errors?: unknown[] };
  /** D1: the create's batch lost the race for its Idempotency-Key (a concurrent duplicate committed first). */
  duplicateKey?: boolean;
}
