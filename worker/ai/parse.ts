// Reading a language model's answer. Models asked for JSON still wrap it in code fences, put prose around
// it, use other key names or leave the title out; this accepts all of that and refuses only what holds no
// body at all. This module is pure: no fetch, no env.
import { deriveTitle, TITLE_MAX } from "./local";

/** Longest rewritten body kept, in characters (a model that rambles is cut, not trusted to stop). */
export const SADRZAJ_MAX = 10_000;

const BODY_KEYS = ["sadrzaj", "sadržaj", "opis", "tekst", "content", "text", "body", "description"];
const TITLE_KEYS = ["naslov", "title", "subject", "heading"];

/** The text between the first code fence pair, or the text itself. */
function unfence(text: string): string {
  return text.match(/```[a-zA-Z]*\s*\n?([\s\S]*?)```/)?.[1] ?? text;
}

/** The first balanced `{...}` in the text (string-aware), or null. */
function firstObjectText(text: string): string | null {
  const start = text.indexOf("{");
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{") depth += 1;
    else if (ch === "}" && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

/** A record from a model's answer: the answer itself when already an object, else the JSON found in it. */
function toRecord(output: unknown): Record<string, unknown> | null {
  if (output && typeof output === "object" && !Array.isArray(output)) return output as Record<string, unknown>;
  if (typeof output !== "string") return null;
  const candidate = firstObjectText(unfence(output));
  if (!candidate) return null;
  try {
    const value: unknown = JSON.parse(candidate);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The first non-blank string among `keys` (case-insensitive key match). */
function pick(record: Record<string, unknown>, keys: string[]): string | null {
  for (const [key, value] of Object.entries(record)) {
    if (keys.includes(key.toLowerCase()) && typeof value === "string" && value.trim()) return value.trim();
  }
  return null;
}

/** `{naslov, sadrzaj}` from a model's answer, or null when it holds no usable body. */
export function parseModelOutput(output: unknown): { naslov: string; sadrzaj: string } | null {
  const record = toRecord(output);
  const body = record && pick(record, BODY_KEYS);
  if (!record || !body) return null;
  const sadrzaj = body.slice(0, SADRZAJ_MAX);
  const naslov = (pick(record, TITLE_KEYS) ?? deriveTitle(sadrzaj)).slice(0, TITLE_MAX + 1);
  return { naslov, sadrzaj };
}
