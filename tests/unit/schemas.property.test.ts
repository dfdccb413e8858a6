// Property tests of the shared zod input schemas (the browser and the Worker check input with the same ones):
// any value gives a result and never an exception, whatever they accept is clean, trimmed and within its
// limits, parsing what they accepted accepts it unchanged, and well-formed input is always accepted.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { dokumentSavezaSchema } from "../../shared/entities/dokument-saveza/input";
import { natjecanjeDokumentSchema } from "../../shared/entities/dokument-rezultata/input";
import { najavaAiRequestSchema } from "../../shared/schemas/najava-ai";
import { najavaSchema } from "../../shared/entities/feed/input";
import { natjecanjeSchema } from "../../shared/entities/natjecanje/input";
import { natjecateljSchema, natjecateljiSchema } from "../../shared/entities/natjecatelj/input";
import { rezultatSchema } from "../../shared/entities/rezultat/input";
import { isCleanText } from "../../shared/schemas/text";

const SCHEMAS: Record<string, z.ZodType> = {
  najava: najavaSchema,
  najavaAi: najavaAiRequestSchema,
  natjecatelj: natjecateljSchema,
  natjecatelji: natjecateljiSchema,
  natjecanje: natjecanjeSchema,
  rezultat: rezultatSchema,
  dokumentSaveza: dokumentSavezaSchema,
  natjecanjeDokument: natjecanjeDokumentSchema,
};

/** Every string inside a parsed value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Objects shaped like the schemas' inputs, with hostile values in the fields. */
const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.constantFrom("", "   ", "\u0000", "\ud800", '=HYPERLINK("x")', "a".repeat(6000), "2025-02-30", "../x"),
);
const hostileValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const FIELDS = [
  "subject",
  "description",
  "ulaz",
  "ime",
  "prezime",
  "team",
  "naziv",
  "datum_od",
  "datum_do",
  "lokacija",
  "opis",
  "dokument_url",
  "dokument_key",
  "natjecanje_id",
  "payload",
];
const shaped = fc.dictionary(fc.constantFrom(...FIELDS), hostileValue);
const anyInput = fc.oneof(fc.anything(), shaped, fc.array(shaped, { maxLength: 5 }));

/** The AI rewrite's input is never stored (its result is, through CreateNajava's schema). */
const NOT_STORED = new Set(["najavaAi"]);

describe.each(Object.entries(SCHEMAS))("schema %s (property)", (name, schema) => {
  it("never throws, and whatever it accepts is clean, trimmed text", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const result = schema.safeParse(input);
        if (!result.success) {
          expect(result.error.issues.length).toBeGreaterThan(0);
          return;
        }
        for (const text of stringsOf(result.data)) {
          if (!NOT_STORED.has(name)) expect(isCleanText(text)).toBe(true);
          expect(text).toBe(text.trim());
          expect(text.length).toBeLessThanOrEqual(5000);
        }
        // What was accepted is accepted again unchanged (the Worker re-checks what the browser sent).
        expect(schema.parse(result.data)).toEqual(result.data);
      }),
      { numRuns: 300 },
    );
  });
});

describe("well-formed input is accepted (property)", () => {
  const word = fc
    .string({ unit: "grapheme", minLength: 1, maxLength: 60 })
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && isCleanText(s));
  const date = fc
    .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it("accepts any competitor list of 1..50 well-formed names", () => {
    const competitor = fc.record({ ime: word, prezime: word, team: word });
    fc.assert(
      fc.property(fc.array(competitor, { minLength: 1, maxLength: 50 }), (rows) => {
        expect(natjecateljiSchema.parse(rows)).toEqual(rows);
      }),
    );
  });

  it("accepts any competition whose end is not before its start, and refuses the reverse", () => {
    fc.assert(
      fc.property(word, word, date, date, (naziv, lokacija, a, b) => {
        const [od, doo] = a <= b ? [a, b] : [b, a];
        expect(natjecanjeSchema.safeParse({ naziv, lokacija, datum_od: od, datum_do: doo }).success).toBe(true);
        if (od !== doo) {
          expect(natjecanjeSchema.safeParse({ naziv, lokacija, datum_od: doo, datum_do: od }).success).toBe(false);
        }
      }),
    );
  });

  it("accepts standings with unique positive places and refuses a repeated place", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 20 }),
        word,
        (places, ime) => {
          const poredak = places.map((mjesto, i) => ({ mjesto, bodovi: i, ime }));
          expect(rezultatSchema.safeParse({ payload: { poredak } }).success).toBe(true);
          const repeated = [...poredak, { ...poredak[0]!, ime: `${ime}2` }];
          expect(rezultatSchema.safeParse({ payload: { poredak: repeated } }).success).toBe(false);
        },
      ),
    );
  });
});
