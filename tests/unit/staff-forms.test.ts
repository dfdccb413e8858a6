import type { FieldErrors, FieldValues, ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { T, T_STAFF, T_VALIDATION } from "../../shared/texts";
import { MISSING, formMessagesIn } from "../../web/lib/form-errors";
import { natjecanjeResolver, type NatjecanjeFormValues } from "../../web/features/natjecanja/validate";
import {
  rezultatField,
  rezultatResolver,
  sortedByPlace,
  type RezultatFormValues,
  type RowValues,
} from "../../web/features/rezultati/validate";

/** What react-hook-form passes a resolver on submit: the mounted field names, no refs, no native validation. */
const options = <T extends FieldValues>(names: string[] = []) =>
  ({ names, fields: {}, shouldUseNativeValidation: false }) as unknown as ResolverOptions<T>;

const file = new File(["%PDF-1.4"], "a.pdf", { type: "application/pdf" });
const fields: NatjecanjeFormValues = {
  naziv: " Kup ",
  datum_od: "2025-04-25",
  datum_do: "2025-04-27",
  lokacija: "Arena Zagreb",
};
const checkNatjecanje = (values: NatjecanjeFormValues, chosen: File | null) =>
  natjecanjeResolver(values, { file: chosen }, options<NatjecanjeFormValues>());

describe("competition form", () => {
  it("is ready with the four fields and a file (trimmed); a one-day competition is fine", async () => {
    expect(await checkNatjecanje(fields, file)).toEqual({ values: { ...fields, naziv: "Kup" }, errors: {} });
    expect((await checkNatjecanje({ ...fields, datum_do: fields.datum_od }, file)).errors).toEqual({});
  });

  it("asks for every field and the file with the spec's text, marking the blank fields", async () => {
    const noFile = await checkNatjecanje(fields, null);
    expect(formMessagesIn(noFile.errors as FieldErrors)).toEqual([{ kind: "missing", text: T.missingFields }]);
    expect(Object.keys(noFile.errors)).toEqual(["root"]);
    const blank = await checkNatjecanje({ ...fields, lokacija: "   " }, file);
    expect(formMessagesIn(blank.errors as FieldErrors)).toEqual([{ kind: "missing", text: T.missingFields }]);
    expect(blank.errors.lokacija).toMatchObject({ type: MISSING });
    expect(blank.errors.naziv).toBeUndefined();
  });

  it("refuses an end before the start, at the end date", async () => {
    const { errors } = await checkNatjecanje({ ...fields, datum_do: "2025-04-24" }, file);
    expect(errors.datum_do?.message).toBe(T_STAFF.datumDoPrijeOd);
    expect(formMessagesIn(errors as FieldErrors)).toEqual([]);
  });
});

describe("results form", () => {
  const rows: RowValues[] = [
    { mjesto: "2", ime: " VK Croatia ", bodovi: "41" },
    { mjesto: "1", ime: "HVK Mladost", bodovi: "48.5" },
  ];
  const regata = { id: "c0000000-0000-4000-8000-000000000001", naziv: "Zagrebačka regata 2025" };
  const form = (natjecanje_id: string, naziv: string, poredak: RowValues[]): RezultatFormValues => ({
    natjecanje_id,
    payload: { naziv, poredak },
  });
  const names = (poredak: RowValues[]) => [
    "natjecanje_id",
    "payload.naziv",
    ...poredak.flatMap((_, i) => ["mjesto", "ime", "bodovi"].map((c) => `payload.poredak.${i}.${c}`)),
  ];
  const check = (values: RezultatFormValues) =>
    rezultatResolver(values, { natjecanja: [regata] }, options<RezultatFormValues>(names(values.payload.poredak)));

  it("builds the payload for a stored competition, sorted by place and trimmed", async () => {
    const { values, errors } = await check(form(regata.id, "", rows));
    expect(errors).toEqual({});
    expect(sortedByPlace(values as never)).toEqual({
      object: {
        natjecanje_id: regata.id,
        payload: {
          naziv: "Zagrebačka regata 2025",
          poredak: [
            { mjesto: 1, ime: "HVK Mladost", bodovi: 48.5 },
            { mjesto: 2, ime: "VK Croatia", bodovi: 41 },
          ],
        },
      },
      order: [1, 0],
    });
  });

  it("takes a typed name when no stored competition is picked", async () => {
    const { values } = await check(form("", "  Noćni kros ", rows));
    expect(values).toMatchObject({ natjecanje_id: null, payload: { naziv: "Noćni kros" } });
  });

  it("refuses missing names, empty cells and no rows with the spec's text", async () => {
    for (const values of [
      form("", " ", rows),
      form(regata.id, "", [{ mjesto: "1", ime: "", bodovi: "3" }]),
      form(regata.id, "", []),
    ]) {
      const { errors } = await check(values);
      expect(formMessagesIn(errors as FieldErrors)).toEqual([{ kind: "missing", text: T.missingFields }]);
    }
    const { errors } = await check(form(regata.id, "", [{ mjesto: "1", ime: "", bodovi: "3" }]));
    expect(errors.payload?.poredak?.[0]?.ime).toMatchObject({ type: MISSING });
  });

  it("refuses repeated places for the standings and bad numbers at their cell", async () => {
    const repeated = await check(form(regata.id, "", [rows[0]!, { ...rows[1]!, mjesto: "2" }]));
    expect(repeated.errors.payload?.poredak?.root?.message).toBe(T_STAFF.mjestaJedinstvena);
    const fraction = await check(form(regata.id, "", [{ mjesto: "1.5", ime: "X", bodovi: "1" }]));
    expect(fraction.errors.payload?.poredak?.[0]?.mjesto?.message).toBe(T_VALIDATION.mjestoInteger);
    const zero = await check(form(regata.id, "", [{ mjesto: "0", ime: "X", bodovi: "1" }]));
    expect(zero.errors.payload?.poredak?.[0]?.mjesto?.message).toBe(T_VALIDATION.mjestoInteger);
  });

  it("puts a server message about a stored row on the row the person typed", () => {
    const toField = rezultatField([1, 0]);
    expect(toField("payload.poredak.0.ime")).toBe("payload.poredak.1.ime");
    expect(toField("payload.poredak.1.bodovi")).toBe("payload.poredak.0.bodovi");
    expect(toField("payload.poredak")).toBe("payload.poredak.root");
    expect(toField("natjecanje_id")).toBe("natjecanje_id");
    expect(toField("payload.poredak.5.ime")).toBeNull();
    expect(toField("created_by")).toBeNull();
  });
});
