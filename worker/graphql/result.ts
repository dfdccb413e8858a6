/** A GraphQL response and the HTTP status it goes out with (either provider's). */
export interface GatewayResult {
  status: number;
  body: { data?: unknown; errors?: unknown[] };
}
