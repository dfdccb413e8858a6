// Chooses the AI provider from AI_PROVIDER and turns its answer into the API's `{naslov, sadrzaj}`.
import type { AiProviderName, NajavaAiResponse } from "../../shared/schemas/najava-ai";
import { AI_PROVIDERS } from "../../shared/schemas/najava-ai";
import { AiProviderError } from "./errors";
import { LOCAL_NOTE, localRewrite } from "./local";
import { openAiComplete } from "./openai";
import { parseModelOutput } from "./parse";
import { buildMessages } from "./prompt";
import { type AiBinding, workersAiComplete } from "./workers-ai";

/** How long a model provider may take before the API answers 502. */
export const AI_TIMEOUT_MS = 20_000;

/** The settings the rewrite reads (a subset of Env, so tests can pass their own). */
export interface AiSettings {
  AI_PROVIDER?: string;
  AI_MODEL?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  AI?: AiBinding;
}

/** Test seams: a shorter timeout, another fetch. */
export interface RewriteOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The configured provider; unset means `local`, an unknown value is a configuration error. */
export function providerOf(settings: AiSettings): AiProviderName {
  const name = settings.AI_PROVIDER || "local";
  if ((AI_PROVIDERS as readonly string[]).includes(name)) return name as AiProviderName;
  throw new AiProviderError("ai_not_configured", `AI_PROVIDER must be one of ${AI_PROVIDERS.join(", ")}.`);
}

/** Rewrites an announcement description with the configured provider. */
export async function rewriteNajava(
  settings: AiSettings,
  ulaz: string,
  options: RewriteOptions = {},
): Promise<NajavaAiResponse> {
  const provider = providerOf(settings);
  if (provider === "local") return { ...localRewrite(ulaz), provider, napomena: LOCAL_NOTE };
  const signal = AbortSignal.timeout(options.timeoutMs ?? AI_TIMEOUT_MS);
  const messages = buildMessages(ulaz);
  const model = settings.AI_MODEL ?? "";
  const raw =
    provider === "workers-ai"
      ? await workersAiComplete(settings.AI, model, messages, signal)
      : await openAiComplete(
          {
            baseUrl: settings.OPENAI_BASE_URL ?? "",
            apiKey: settings.OPENAI_API_KEY ?? "",
            model,
            fetch: options.fetch,
          },
          messages,
          signal,
        );
  const parsed = parseModelOutput(raw);
  if (!parsed) throw new AiProviderError("ai_bad_output", "The AI provider's answer could not be read.");
  return { ...parsed, provider };
}
