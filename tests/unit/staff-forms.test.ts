import { describe, expect, it } from "vitest";
import { T, T_STAFF, VALIDATION } from "../../shared/texts";
import { formProblem } from "../../web/features/natjecanja/validate";
import { buildRezultat } from "../../web/features/rezultati/validate";

const file = new File(["%PDF-1.4"], "a.pdf", { type: "application/pdf" });
const fields = { naziv: "Kup", datum_od: "2025-04-25", datum_do: "2025-04-27", lokacija: "Arena Zagreb" };

describe("competition form", () => {
  it("is ready with the four fields and a file; a one-day competition is fine", () => {
    expect(formProblem(fields, file)).toBeNull();
    expect(formProblem({ ...fields, datum_do: fields.datum_od }, file)).toBeNull();
  });

  it("asks for every field and the file with the spec's text", () => {
    expect(formProblem(fields, null)).toBe(T.missingFields);
    expect(formProblem({ ...fields, lokacija: "   " }, file)).toBe(T.missingFields);
  });

  it("refuses an end before the start", () => {
    expect(formProblem({ ...fields, datum_do: "2025-04-24" }, file)).toBe(T_STAFF.datumDoPrijeOd);
  });
});

describe("results form", () => {
  const rows = [
    { mjesto: "2", ime: " VK Croatia ", bodovi: "41" },
    { mjesto: "1", ime: "HVK Mladost", bodovi: "48.5" },
  ];
  const regata = { id: "c0000000-0000-4000-8000-000000000001", naziv: "Zagrebačka regata 2025" };

  it("builds the payload for a stored competition, sorted by place and trimmed", () => {
    expect(buildRezultat(regata, "", rows)).toEqual({
      ok: true,
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
    });
  });

  it("takes a typed name when no stored competition is picked", () => {
    const built = buildRezultat(null, "  Noćni kros ", rows);
    expect(built.ok && built.object).toMatchObject({ natjecanje_id: null, payload: { naziv: "Noćni kros" } });
  });

  it("refuses missing names, empty cells, no rows, repeated places and bad numbers", () => {
    expect(buildRezultat(null, " ", rows)).toEqual({ ok: false, message: T.missingFields });
    expect(buildRezultat(regata, "", [{ mjesto: "1", ime: "", bodovi: "3" }])).toEqual({
      ok: false,
      message: T.missingFields,
    });
    expect(buildRezultat(regata, "", [])).toEqual({ ok: false, message: T.missingFields });
    expect(buildRezultat(regata, "", [rows[0]!, { ...rows[1]!, mjesto: "2" }])).toEqual({
      ok: false,
      message: T_STAFF.mjestaJedinstvena,
    });
    expect(buildRezultat(regata, "", [{ mjesto: "1.5", ime: "X", bodovi: "1" }])).toEqual({
      ok: false,
      message: VALIDATION.mjestoInteger,
    });
    expect(buildRezultat(regata, "", [{ mjesto: "0", ime: "X", bodovi: "1" }])).toEqual({
      ok: false,
      message: VALIDATION.mjestoInteger,
    });
  });
});
