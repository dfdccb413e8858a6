// The `workers-ai` provider: Cloudflare Workers AI through the `AI` binding (no keys needed).
import { AiProviderError } from "./errors";
import type { ChatMessage } from "./prompt";

/** The part of the `AI` binding this provider uses; tests pass a fake object of this shape. */
export type AiBinding = { run(model: string, inputs: object): Promise<unknown> };

/** Rejects with a timeout error when `signal` aborts, so a hung binding cannot hold the request. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new AiProviderError("ai_timeout", "The AI provider did not answer in time."));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** The model's raw answer: `response` (a string, or an object when Workers AI already parsed the JSON). */
export async function workersAiComplete(
  ai: AiBinding | undefined,
  model: string,
  messages: ChatMessage[],
  signal: AbortSignal,
): Promise<unknown> {
  if (!ai) throw new AiProviderError("ai_not_configured", "The AI binding is not configured.");
  let result: unknown;
  try {
    result = await abortable(ai.run(model, { messages, max_tokens: 1024, temperature: 0.3 }), signal);
  } catch (error) {
    if (error instanceof AiProviderError) throw error;
    console.error("Workers AI failed:", error);
    throw new AiProviderError("ai_upstream", "The AI provider answered with an error.");
  }
  return result && typeof result === "object" && "response" in result ? result.response : result;
}
