// SPEC §7 "AI rewrite": POST /api/v1/najava {ulaz} → {naslov, sadrzaj} (staff only; the Worker picks the
// provider). The SPA calls the plain /api/v1 path; the spec's /{product}/api/v1 form answers the same.
import { API } from "../../../../shared/paths";
import { najavaAiResponseSchema, type NajavaAiResponse } from "../../../../shared/schemas/najava-ai";
import { T } from "../../../../shared/texts";

/** The API answered with a non-OK status (SPEC §8: 'Došlo je do pogreške prilikom poziva API-ja.'). */
export class AiApiError extends Error {
  constructor(readonly status: number) {
    super(T.aiRewriteApiError);
    this.name = "AiApiError";
  }
}

/** Rewrites a description; throws AiApiError for a non-OK answer, anything else for other failures. */
export async function rewriteNajava(ulaz: string, token: string | null): Promise<NajavaAiResponse> {
  const response = await fetch(API.najava, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: token ? `Bearer ${token}` : "" },
    body: JSON.stringify({ ulaz }),
  });
  if (!response.ok) throw new AiApiError(response.status);
  const parsed = najavaAiResponseSchema.safeParse(await response.json());
  if (!parsed.success) throw new AiApiError(response.status);
  return parsed.data;
}

/** The §8 text for a failed rewrite: the API-call text, else the error's message, else the generic one. */
export function rewriteErrorText(error: unknown): string {
  if (error instanceof AiApiError) return T.aiRewriteApiError;
  return error instanceof Error && error.message ? error.message : T.genericError;
}
