import { ApiError } from "../errors";

/** Any failure of the configured AI provider: the API answers 502 (SPEC §8 shows the API-call error). */
export class AiProviderError extends ApiError {
  constructor(code: "ai_timeout" | "ai_upstream" | "ai_bad_output" | "ai_not_configured", message: string) {
    super(502, code, message);
    this.name = "AiProviderError";
  }
}
