// The `openai` provider: any OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM, ...).
import { AiProviderError } from "./errors";
import type { ChatMessage } from "./prompt";

/** Where and how to call the server. */
export interface OpenAiConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  fetch?: typeof fetch;
}

/** The request; an empty key sends no Authorization header (local servers need none). */
function request(config: OpenAiConfig, messages: ChatMessage[], signal: AbortSignal): RequestInit {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  return {
    method: "POST",
    headers,
    body: JSON.stringify({ model: config.model, messages, temperature: 0.3 }),
    signal,
  };
}

/** The assistant message's text, or null when the answer is not a chat completion. */
function contentOf(data: unknown): string | null {
  const content = (data as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  return typeof content === "string" ? content : null;
}

/** The model's raw answer text; every failure (timeout, status, shape) becomes an AiProviderError. */
export async function openAiComplete(
  config: OpenAiConfig,
  messages: ChatMessage[],
  signal: AbortSignal,
): Promise<string> {
  if (!config.baseUrl) throw new AiProviderError("ai_not_configured", "OPENAI_BASE_URL is not configured.");
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  let response: Response;
  try {
    response = await (config.fetch ?? fetch)(url, request(config, messages, signal));
  } catch (error) {
    if (signal.aborted) throw new AiProviderError("ai_timeout", "The AI provider did not answer in time.");
    console.error("OpenAI-compatible provider unreachable:", error);
    throw new AiProviderError("ai_upstream", "The AI provider could not be reached.");
  }
  if (!response.ok) {
    console.error(`OpenAI-compatible provider answered ${response.status}`);
    throw new AiProviderError("ai_upstream", "The AI provider answered with an error.");
  }
  const content = contentOf(await response.json().catch(() => null));
  if (content === null) throw new AiProviderError("ai_bad_output", "The AI provider's answer could not be read.");
  return content;
}
