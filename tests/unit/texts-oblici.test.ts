import { describe, expect, it } from "vitest";
import { T_ENTRY, T_LIGE_OSOBLJE, T_MOJ_KLUB, T_PRIJAVE, T_REGISTAR } from "../../shared/texts";
import { brojIme, oblikBroja, recenica } from "../../shared/texts/oblici";

// Issue 50, item 6: the copy slips "u sezoni 2026./2027.." and "1 utakmica u 1 kola".
describe("the catalogue's word forms", () => {
  it("ends a sentence with one full stop after a value that already ends with one", () => {
    expect(recenica("u sezoni 2026./2027.")).toBe("u sezoni 2026./2027.");
    expect(recenica("do 14:05")).toBe("do 14:05.");
    expect(T_MOJ_KLUB.zatraziUvod("2026./2027.")).toBe(
      "Odaberite sportaše za koje klub traži licencu u sezoni 2026./2027.",
    );
    expect(T_PRIJAVE.pravila.licencaNema("Nina Perić", "2026./2027.")).toBe(
      "Nina Perić nema odobrenu licencu za sezonu 2026./2027.",
    );
    expect(T_PRIJAVE.pravila.lijecnickiIstekao("Nina Perić", "9. 1. 2027.", "10. 1. 2027.")).toBe(
      "Nina Perić: liječnički pregled vrijedi do 9. 1. 2027., a natjecanje je 10. 1. 2027.",
    );
    expect(T_REGISTAR.obnovljeno("Z-1", "31. 12. 2027.")).toBe("Članstvo Z-1 obnovljeno je do 31. 12. 2027.");
  });

  it("agrees a noun with the number before it: 1 and 21; 2–4 and 22–24; 5–20 (11–14 too) and 25", () => {
    const forms = [1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 112].map(oblikBroja);
    expect(forms).toEqual([
      "jedan",
      "dva",
      "dva",
      "pet",
      "pet",
      "pet",
      "pet",
      "jedan",
      "dva",
      "pet",
      "jedan",
      "pet",
      "pet",
    ]);
    expect(brojIme(3, { jedan: "kolo", dva: "kola", pet: "kola" })).toBe("3 kola");
  });

  it("says how many matches in how many rounds a schedule has, in Croatian", () => {
    const has = T_LIGE_OSOBLJE.raspored.postoji;
    expect(has(1, 1)).toBe("Raspored ima 1 utakmicu u 1 kolu.");
    expect(has(3, 2)).toBe("Raspored ima 3 utakmice u 2 kola.");
    expect(has(12, 6)).toBe("Raspored ima 12 utakmica u 6 kola.");
    expect(has(13, 11)).toBe("Raspored ima 13 utakmica u 11 kola.");
    expect(has(21, 21)).toBe("Raspored ima 21 utakmicu u 21 kolu.");
    expect(has(22, 14)).toBe("Raspored ima 22 utakmice u 14 kola.");
    expect(T_LIGE_OSOBLJE.raspored.napravljen(1)).toBe("Raspored je spremljen: 1 utakmica.");
    expect(T_LIGE_OSOBLJE.raspored.napravljen(2)).toBe("Raspored je spremljen: 2 utakmice.");
    expect(T_LIGE_OSOBLJE.raspored.napravljen(15)).toBe("Raspored je spremljen: 15 utakmica.");
  });

  it("counts imported and exported rows in Croatian", () => {
    expect([1, 3, 55, 21].map(T_REGISTAR.uvezeno)).toEqual([
      "Uvezeno je 1 članstvo.",
      "Uvezeno je 3 članstva.",
      "Uvezeno je 55 članstava.",
      "Uvezeno je 21 članstvo.",
    ]);
    expect(T_REGISTAR.izvezeno(12)).toBe("Izvezeno je 12 članstava.");
    expect([1, 2, 11].map(T_MOJ_KLUB.uvezeno)).toEqual([
      "Uvezen je 1 sportaš.",
      "Uvezeno je 2 sportaša.",
      "Uvezeno je 11 sportaša.",
    ]);
    expect(T_ENTRY.csvUcitano(1, "a.csv")).toBe("Učitan 1 natjecatelj iz datoteke a.csv.");
    expect(T_ENTRY.csvUcitano(4, "a.csv")).toBe("Učitano 4 natjecatelja iz datoteke a.csv.");
  });
});
