// Bad-input catalogue: athletes (issue 29) as a club's official adds them one by one (CreateSportas), edits them
// (UpdateSportas) and imports a CSV's rows (ImportSportasi, all or nothing): names with bidi controls or control
// characters, dates of birth that do not exist or are not dates, sex outside M/Z, the OIB-or-note rule, an OIB
// another athlete has, rows for another club. Every case answers 4xx in GraphQL's error shape and writes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { oibCheckDigit } from "../../../shared/season/oib";
import { seedDemo } from "../helpers/graphql";
import { DUBRAVA, HORVAT, NOVAK, ZAGREB, ZVS, demoBearer } from "../helpers/klubovi";
import {
  BAD,
  INPUT,
  describeDemoRefusals,
  expectAllWritten,
  operationBody,
  postGraphql,
  snapshot,
  type DemoCase,
} from "./support";

const TRESNJEVKA = "70000000-0000-4000-8000-000000000021";
/** Marko Marić of RK Dubrava: no OIB, a note why. */
const MARIC = "72000000-0000-4000-8000-000000000314";

const SPORTAS = {
  club_id: DUBRAVA,
  ime: "Mia",
  prezime: "Kovač",
  datum_rodenja: "2012-04-05",
  spol: "Z",
  oib: "55555555551",
  email: "mia.kovac@test.test",
};
const one = (patch: Record<string, unknown>) => ({ object: { ...SPORTAS, ...patch } });
/** An import of three good rows with `patch` applied to the second (row 1). */
const rows = (patch: Record<string, unknown>, count = 3) => ({
  objects: Array.from({ length: count }, (_, i) => ({
    ...SPORTAS,
    ime: `Ime${i}`,
    oib: ["77777777778", "24680246800", "12345678903"][i % 3],
    ...(i === 1 ? patch : {}),
  })),
});
const edit = (id: string, set: Record<string, unknown>, version = 1) => ({ id, version, set });

const athletes: DemoCase[] = [
  [
    "a first name with a right-to-left override",
    "klub",
    "CreateSportas",
    one({ ime: "Mi\u202Ea" }),
    BAD,
    INPUT,
    "object.ime",
  ],
  [
    "a surname with a bidi isolate",
    "klub",
    "CreateSportas",
    one({ prezime: "\u2066Kovač\u2069" }),
    BAD,
    INPUT,
    "object.prezime",
  ],
  [
    "a surname with a left-to-right mark",
    "klub",
    "CreateSportas",
    one({ prezime: "Kovač\u200E" }),
    BAD,
    INPUT,
    "object.prezime",
  ],
  ["a blank first name", "klub", "CreateSportas", one({ ime: "  " }), BAD, INPUT, "object.ime"],
  [
    "a surname of 101 characters",
    "klub",
    "CreateSportas",
    one({ prezime: "K".repeat(101) }),
    BAD,
    INPUT,
    "object.prezime",
  ],
  ["a first name with a NUL byte", "klub", "CreateSportas", one({ ime: "Mi\u0000a" }), BAD, INPUT, "object.ime"],
  ["a first name with a lone surrogate", "klub", "CreateSportas", one({ ime: "Mia\ud83d" }), BAD, INPUT, "object.ime"],
  [
    "a birth on 29 February 2011",
    "klub",
    "CreateSportas",
    one({ datum_rodenja: "2011-02-29" }),
    BAD,
    INPUT,
    "object.datum_rodenja",
  ],
  [
    "a birth date in the Croatian form (5. 4. 2012.)",
    "klub",
    "CreateSportas",
    one({ datum_rodenja: "5. 4. 2012." }),
    BAD,
    INPUT,
    "object.datum_rodenja",
  ],
  [
    "a birth date of month 13",
    "klub",
    "CreateSportas",
    one({ datum_rodenja: "2012-13-05" }),
    BAD,
    INPUT,
    "object.datum_rodenja",
  ],
  ["a birth year alone", "klub", "CreateSportas", one({ datum_rodenja: "2012" }), BAD, INPUT, "object.datum_rodenja"],
  [
    "a missing birth date",
    "klub",
    "CreateSportas",
    one({ datum_rodenja: undefined }),
    BAD,
    INPUT,
    "object.datum_rodenja",
  ],
  ["sex in lower case (z)", "klub", "CreateSportas", one({ spol: "z" }), BAD, INPUT, "object.spol"],
  ["sex as F", "klub", "CreateSportas", one({ spol: "F" }), BAD, INPUT, "object.spol"],
  ["sex null", "klub", "CreateSportas", one({ spol: null }), BAD, INPUT, "object.spol"],
  ["neither an OIB nor a note", "klub", "CreateSportas", one({ oib: undefined }), BAD, INPUT, "object.oib"],
  [
    "a blank OIB and a blank note",
    "klub",
    "CreateSportas",
    one({ oib: null, oib_napomena: "   " }),
    BAD,
    INPUT,
    "object.oib",
  ],
  ["an OIB with a wrong check digit", "klub", "CreateSportas", one({ oib: "55555555552" }), BAD, INPUT, "object.oib"],
  [
    "an OIB another athlete of the federation has",
    "klub",
    "CreateSportas",
    one({ oib: "22360679777" }),
    BAD,
    INPUT,
    "object.oib",
  ],
  [
    "a note of 301 characters",
    "klub",
    "CreateSportas",
    one({ oib: null, oib_napomena: "n".repeat(301) }),
    BAD,
    INPUT,
    "object.oib_napomena",
  ],
  ["an email without a domain", "klub", "CreateSportas", one({ email: "mia@" }), BAD, INPUT, "object.email"],
  [
    "a photo key that is not a register photo",
    "klub",
    "CreateSportas",
    one({ photo_key: "../dokumenti/x.pdf" }),
    BAD,
    INPUT,
    "object.photo_key",
  ],
  ["a field the input does not have (licenca)", "klub", "CreateSportas", one({ licenca: "odobrena" }), BAD, INPUT],
  ["an athlete for another club", "klub", "CreateSportas", one({ club_id: ZAGREB }), 403, "FORBIDDEN"],
  ["an athlete for another federation's club", "klub", "CreateSportas", one({ club_id: TRESNJEVKA }), 403, "FORBIDDEN"],
  ["an athlete for another federation", "rukomet", "CreateSportas", one({ savez_id: ZVS }), 403, "FORBIDDEN"],
  ["an athlete added by a member of no club", "clan", "CreateSportas", one({}), 403, "FORBIDDEN"],
  [
    "an athlete's OIB and note both removed",
    "klub",
    "UpdateSportas",
    edit(MARIC, { oib: null, oib_napomena: null }),
    BAD,
    INPUT,
    "_set.oib",
  ],
  [
    "an athlete edited to another athlete's OIB",
    "klub",
    "UpdateSportas",
    edit(HORVAT, { oib: "17320508079" }),
    BAD,
    INPUT,
    "_set.oib",
  ],
  [
    "an athlete moved to another club by an edit",
    "klub",
    "UpdateSportas",
    edit(HORVAT, { club_id: ZAGREB }),
    403,
    "FORBIDDEN",
  ],
  ["another club's athlete edited", "klub", "UpdateSportas", edit(NOVAK, { ime: "Dominik" }), 403, "FORBIDDEN"],
  [
    "an athlete edited at a stale version",
    "klub",
    "UpdateSportas",
    edit(HORVAT, { ime: "Lukas" }, 2),
    409,
    "version_conflict",
  ],
];

const imports: DemoCase[] = [
  ["an empty import", "klub", "ImportSportasi", { objects: [] }, BAD, INPUT, "objects"],
  ["an import of 5 001 rows", "klub", "ImportSportasi", () => rows({}, 5001), BAD, INPUT, "objects"],
  ["an import whose rows are null", "klub", "ImportSportasi", { objects: null }, BAD, INPUT, "objects"],
  [
    "an import row that is a string (a CSV line)",
    "klub",
    "ImportSportasi",
    { objects: ["Mia;Kovač;2012-04-05;Z"] },
    BAD,
    INPUT,
    "objects.0",
  ],
  [
    "an import row with a wrong OIB among good rows",
    "klub",
    "ImportSportasi",
    rows({ oib: "77777777777" }),
    BAD,
    INPUT,
    "objects.1.oib",
  ],
  [
    "an import row with a bidi control",
    "klub",
    "ImportSportasi",
    rows({ prezime: "Kovač\u202Bx" }),
    BAD,
    INPUT,
    "objects.1.prezime",
  ],
  ["an import row without OIB or note", "klub", "ImportSportasi", rows({ oib: "" }), BAD, INPUT, "objects.1.oib"],
  [
    "an import row with a date of birth in another form (05.04.2012)",
    "klub",
    "ImportSportasi",
    rows({ datum_rodenja: "05.04.2012" }),
    BAD,
    INPUT,
    "objects.1.datum_rodenja",
  ],
  ["an import row with sex 'muško'", "klub", "ImportSportasi", rows({ spol: "muško" }), BAD, INPUT, "objects.1.spol"],
  ["an import naming one OIB on two rows", "klub", "ImportSportasi", rows({ oib: "77777777778" }), BAD, INPUT],
  [
    "an import row with an OIB already in the register",
    "klub",
    "ImportSportasi",
    rows({ oib: "47712125472" }),
    BAD,
    INPUT,
  ],
  ["an import with one row for another club", "klub", "ImportSportasi", rows({ club_id: ZAGREB }), 403, "FORBIDDEN"],
];

describeDemoRefusals([
  ["athletes", athletes],
  ["athletes' imports", imports],
]);

describe("athletes' sanity", () => {
  beforeAll(seedDemo);
  it("the same official's valid athlete and import are written, each row audited", async () => {
    const authorization = await demoBearer("klub");
    const before = await snapshot();
    await expectAllWritten(authorization, [
      ["CreateSportas", one({})],
      ["ImportSportasi", rows({})],
    ]);
    const after = await snapshot();
    expect(after.sportasi).toBe(before.sportasi! + 4);
    expect(after.audit_log).toBe(before.audit_log! + 4);
  });

  it("an import of 500 athletes (about 85 KB, over the ordinary 64 KB) is within its body limit and written whole", async () => {
    const authorization = await demoBearer("klub");
    const objects = Array.from({ length: 500 }, (_, i) => {
      const ten = `3${String(i).padStart(9, "0")}`;
      return { ...SPORTAS, ime: `Sportaš${i}`, prezime: "Uvezeni", oib: `${ten}${oibCheckDigit(ten)}` };
    });
    const body = operationBody("ImportSportasi", { objects });
    expect(body.length).toBeGreaterThan(64 * 1024);
    const before = await snapshot();
    const response = await postGraphql(body, authorization);
    expect(response.status, (await response.clone().text()).slice(0, 300)).toBe(200);
    expect((await snapshot()).sportasi).toBe(before.sportasi! + 500);
  }, 30_000);
});
