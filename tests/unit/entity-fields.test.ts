// An entity's declared fields (shared/entities/fields.ts) read generically: the calendar's TEXT properties,
// the schema.org properties, the public page's details and a form's values, all in declaration order, a field
// without a value leaving no trace.
import { describe, expect, it } from "vitest";
import {
  detailRows,
  emptyValues,
  formFields,
  formValues,
  icalText,
  jsonLdOf,
  placeOf,
  requiredFields,
} from "../../shared/entities/fields";
import { NATJECANJE_FIELDS, NATJECANJE_PUBLIC } from "../../shared/entities/natjecanje/fields";
import { T_NATJECANJE } from "../../shared/texts";

const competition = {
  id: "n-1",
  naziv: "Dvoranski kup",
  datum_od: "2030-02-01",
  datum_do: "2030-02-02",
  mjesto: "Dom sportova",
  lokacija: "Zagreb",
};

describe("a competition's declared fields", () => {
  it("fill the calendar's SUMMARY and LOCATION, the venue before the address", () => {
    expect(icalText(NATJECANJE_FIELDS, competition)).toEqual({
      SUMMARY: "Dvoranski kup",
      LOCATION: "Dom sportova, Zagreb",
    });
    expect(icalText(NATJECANJE_FIELDS, { ...competition, mjesto: null }).LOCATION).toBe("Zagreb");
    expect(placeOf(NATJECANJE_FIELDS, { ...competition, mjesto: "" })).toBe("Zagreb");
  });

  it("fill the SportsEvent's name, dates and Place, the first field with a value winning a path", () => {
    expect(jsonLdOf(NATJECANJE_FIELDS, competition)).toEqual({
      name: "Dvoranski kup",
      startDate: "2030-02-01",
      endDate: "2030-02-02",
      location: { "@type": "Place", name: "Dom sportova", address: "Zagreb" },
    });
    const withoutVenue = jsonLdOf(NATJECANJE_FIELDS, { ...competition, mjesto: null });
    // The Place's keys in this order: crawlers and the Hasura route test read `"@type":"Place","name":…`.
    expect(JSON.stringify(withoutVenue.location)).toBe('{"@type":"Place","name":"Zagreb","address":"Zagreb"}');
  });

  it("give the public page its detail rows, those with a value only", () => {
    expect(detailRows(NATJECANJE_FIELDS, competition)).toEqual([
      { name: "mjesto", label: T_NATJECANJE.mjesto, value: "Dom sportova", kind: "text" },
      { name: "lokacija", label: T_NATJECANJE.lokacija, value: "Zagreb", kind: "map" },
    ]);
    expect(detailRows(NATJECANJE_FIELDS, { ...competition, mjesto: null }).map((r) => r.name)).toEqual(["lokacija"]);
  });

  it("give the forms their list, blank check and values, and the public shape its columns", () => {
    expect(formFields(NATJECANJE_FIELDS).map((f) => [f.name, f.kind, f.required])).toEqual([
      ["naziv", "text", true],
      ["datum_od", "date", true],
      ["datum_do", "date", true],
      ["mjesto", "text", false],
      ["lokacija", "text", true],
    ]);
    expect(requiredFields(NATJECANJE_FIELDS)).toEqual(["naziv", "datum_od", "datum_do", "lokacija"]);
    expect(emptyValues(NATJECANJE_FIELDS)).toEqual({ naziv: "", datum_od: "", datum_do: "", mjesto: "", lokacija: "" });
    expect(formValues(NATJECANJE_FIELDS, { ...competition, mjesto: null })).toMatchObject({
      mjesto: "",
      lokacija: "Zagreb",
    });
    expect(NATJECANJE_PUBLIC).toEqual(["id", "naziv", "datum_od", "datum_do", "mjesto", "lokacija"]);
  });
});
