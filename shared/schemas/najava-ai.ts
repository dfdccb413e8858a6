// The AI rewrite contract (SPEC §7 "AI rewrite"), validated in the browser before sending and in the
// Worker on arrival. This module is pure: no I/O.
import { z } from "zod";

/** Longest description the AI rewrite accepts, in characters. */
export const AI_ULAZ_MAX = 5000;

/** POST /api/v1/najava body: the description to rewrite. */
export const najavaAiRequestSchema = z.object({
  ulaz: z
    .string({ error: "ulaz must be a string" })
    .trim()
    .min(1, { error: "ulaz must not be empty" })
    .max(AI_ULAZ_MAX, { error: `ulaz must be at most ${AI_ULAZ_MAX} characters` }),
});

/** Which rewriter answered; `local` is the deterministic tidier, not a language model. */
export const AI_PROVIDERS = ["local", "workers-ai", "openai"] as const;

/** POST /api/v1/najava success body. */
export const najavaAiResponseSchema = z.object({
  naslov: z.string(),
  sadrzaj: z.string(),
  provider: z.enum(AI_PROVIDERS),
  napomena: z.string().optional(),
});

export type NajavaAiRequest = z.infer<typeof najavaAiRequestSchema>;
export type NajavaAiResponse = z.infer<typeof najavaAiResponseSchema>;
export type AiProviderName = (typeof AI_PROVIDERS)[number];
