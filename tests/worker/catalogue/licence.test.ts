// Bad-input catalogue: licences and transfers (issue 29) through /v1/graphql as the demo's callers: RK Dubrava's
// tajnik (klub), RK Zagreb's (klub2), staff of Rukometni savez Zagreba (rukomet) and of the first federation
// (staff). Requests for athletes of another club, requests that decide themselves, bulk decisions reaching
// another federation, medical examination dates that are no dates (the athlete's since issue 50) or of another
// club's athletes, rejections without a reason; transfers to the
// same club, from a club the athlete is not in, confirmed without the clubs' agreement. Every case answers 4xx in
// GraphQL's error shape and writes nothing (the season's rows compared row by row).
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../helpers/graphql";
import {
  DUBRAVA,
  HORVAT,
  LICENCA_DUBRAVA,
  LICENCA_VESLANJE,
  LICENCA_ZAGREB,
  PAVLOVIC,
  SESVETE,
  SEZONA_RSZ,
  TRANSFER,
  ZAGREB,
  demoBearer,
} from "../helpers/klubovi";
import { T_KLUBOVI } from "../../../shared/texts";
import { BAD, INPUT, describeDemoRefusals, expectAllWritten, snapshot, type DemoCase } from "./support";

/** Ivan Kovačević of RK Dubrava, licensed (approved); Ana Babić of RK Dubrava, rejected: free to ask again. */
const KOVACEVIC = "72000000-0000-4000-8000-000000000312";
const BABIC = "72000000-0000-4000-8000-000000000313";
const LICENCA_ODOBRENA = "73000000-0000-4000-8000-000000000002";
const SEZONA_ZVS = "50000000-0000-4000-8000-000000000022";
const PERIC = "72000000-0000-4000-8000-000000000211";

const request = (patch: Record<string, unknown>) => ({
  object: { club_id: DUBRAVA, sportas_id: BABIC, sezona_id: SEZONA_RSZ, ...patch },
});
const requests = (...patches: Record<string, unknown>[]) => ({
  objects: patches.map((p) => request(p).object),
});
const decide = (id: string, set: Record<string, unknown>, version = 1) => ({ id, version, set });
const ask = (patch: Record<string, unknown>) => ({
  object: { sportas_id: PAVLOVIC, from_club_id: ZAGREB, club_id: DUBRAVA, datum: "2026-10-01", ...patch },
});

const licences: DemoCase[] = [
  [
    "a request for another club's athlete",
    "klub",
    "ZatraziLicencu",
    request({ sportas_id: PAVLOVIC }),
    BAD,
    INPUT,
    "object.sportas_id",
  ],
  [
    "a request made for another club",
    "klub",
    "ZatraziLicencu",
    request({ club_id: ZAGREB, sportas_id: PAVLOVIC }),
    403,
    "FORBIDDEN",
  ],
  ["a request that approves itself", "klub", "ZatraziLicencu", request({ status: "odobrena" }), 403, "FORBIDDEN"],
  [
    "a request for an athlete holding a live licence",
    "klub",
    "ZatraziLicencu",
    request({ sportas_id: KOVACEVIC }),
    BAD,
    INPUT,
    "object.sportas_id",
  ],
  [
    "a request for another federation's season",
    "klub",
    "ZatraziLicencu",
    request({ sezona_id: SEZONA_ZVS }),
    BAD,
    INPUT,
    "object.sezona_id",
    T_KLUBOVI.sezonaDrugogSaveza,
  ],
  [
    "a request for no season",
    "klub",
    "ZatraziLicencu",
    request({ sezona_id: "50000000-0000-4000-8000-000000000099" }),
    BAD,
    INPUT,
  ],
  [
    "a medical examination of month 13",
    "klub",
    "UpdateSportas",
    decide(BABIC, { lijecnicki_do: "2027-13-01" }),
    BAD,
    INPUT,
    "set.lijecnicki_do",
  ],
  [
    "a medical examination in the Croatian form (30. 6. 2027.) for many athletes",
    "klub",
    "UpisiLijecnicke",
    { ids: [BABIC, HORVAT], lijecnicki_do: "30. 6. 2027." },
    BAD,
    INPUT,
    "lijecnicki_do",
  ],
  [
    "a medical examination's date as a number",
    "klub",
    "UpisiLijecnicke",
    { ids: [BABIC], lijecnicki_do: 20270630 },
    BAD,
    INPUT,
    "lijecnicki_do",
  ],
  [
    "medical examinations of no athletes",
    "klub",
    "UpisiLijecnicke",
    { ids: [], lijecnicki_do: "2027-06-30" },
    BAD,
    INPUT,
    "ids",
  ],
  [
    "medical examinations of another club's athlete among the club's own",
    "klub",
    "UpisiLijecnicke",
    { ids: [BABIC, PAVLOVIC], lijecnicki_do: "2027-06-30" },
    403,
    "FORBIDDEN",
  ],
  [
    "a licence request naming a medical examination (the athlete's since issue 50)",
    "klub",
    "ZatraziLicencu",
    request({ lijecnicki_do: "2027-06-30" }),
    BAD,
    INPUT,
  ],
  [
    "a request with a decision's reason",
    "klub",
    "ZatraziLicencu",
    request({ status: "odbijena" }),
    BAD,
    INPUT,
    "object.razlog_odbijanja",
  ],
  [
    "an unknown status (aktivna)",
    "klub",
    "ZatraziLicencu",
    request({ status: "aktivna" }),
    BAD,
    INPUT,
    "object.status",
  ],
  ["a request from a member of no club", "clan", "ZatraziLicencu", request({}), 403, "FORBIDDEN"],
  ["an empty list of requests", "klub", "ZatraziLicence", { objects: [] }, BAD, INPUT, "objects"],
  [
    "501 requests at once",
    "klub",
    "ZatraziLicence",
    { objects: Array.from({ length: 501 }, () => request({}).object) },
    BAD,
    INPUT,
    "objects",
  ],
  ["the same athlete twice in one request", "klub", "ZatraziLicence", requests({}, {}), BAD, INPUT],
  [
    "many requests, one of them for another club",
    "klub",
    "ZatraziLicence",
    requests({}, { club_id: ZAGREB, sportas_id: PAVLOVIC }),
    403,
    "FORBIDDEN",
  ],
  [
    "a licence approved by a club's official",
    "klub",
    "OdobriLicencu",
    decide(LICENCA_DUBRAVA, { status: "odobrena" }),
    403,
    "FORBIDDEN",
  ],
  [
    "a licence approved by another federation's staff",
    "staff",
    "OdobriLicencu",
    decide(LICENCA_DUBRAVA, { status: "odobrena" }),
    403,
    "FORBIDDEN",
  ],
  [
    "an approval that sets another status",
    "rukomet",
    "OdobriLicencu",
    decide(LICENCA_DUBRAVA, { status: "istekla" }),
    BAD,
    INPUT,
  ],
  [
    "an approval at a stale version",
    "rukomet",
    "OdobriLicencu",
    decide(LICENCA_DUBRAVA, { status: "odobrena" }, 2),
    409,
    "version_conflict",
  ],
  [
    "a rejection without a reason",
    "rukomet",
    "OdbijLicencu",
    decide(LICENCA_DUBRAVA, { status: "odbijena" }),
    BAD,
    INPUT,
  ],
  [
    "a rejection whose reason is blank",
    "rukomet",
    "OdbijLicencu",
    decide(LICENCA_DUBRAVA, { status: "odbijena", razlog_odbijanja: "  " }),
    BAD,
    INPUT,
  ],
  [
    "a rejection whose reason is 501 characters",
    "rukomet",
    "OdbijLicencu",
    decide(LICENCA_DUBRAVA, { status: "odbijena", razlog_odbijanja: "r".repeat(501) }),
    BAD,
    INPUT,
  ],
  [
    "an edit to 'odbijena' without a reason",
    "rukomet",
    "UpdateLicenca",
    decide(LICENCA_DUBRAVA, { status: "odbijena" }),
    BAD,
    INPUT,
    "set.razlog_odbijanja",
  ],
  [
    "an edit of an athlete's medical examination to 31 June",
    "rukomet",
    "UpdateSportas",
    decide(BABIC, { lijecnicki_do: "2027-06-31" }),
    BAD,
    INPUT,
    "set.lijecnicki_do",
  ],
  [
    "a licence moved to another club's athlete by an edit",
    "rukomet",
    "UpdateLicenca",
    decide(LICENCA_DUBRAVA, { sportas_id: PAVLOVIC }),
    BAD,
    INPUT,
  ],
  ["a bulk approval of no licences", "rukomet", "OdobriLicence", { ids: [] }, BAD, INPUT, "ids"],
  [
    "a bulk approval of 501 licences",
    "rukomet",
    "OdobriLicence",
    { ids: Array.from({ length: 501 }, () => LICENCA_DUBRAVA) },
    BAD,
    INPUT,
    "ids",
  ],
  [
    "a bulk approval naming a path",
    "rukomet",
    "OdobriLicence",
    { ids: [LICENCA_DUBRAVA, "../licence"] },
    BAD,
    INPUT,
    "ids.1",
  ],
  [
    "a bulk approval reaching another federation's licence",
    "rukomet",
    "OdobriLicence",
    { ids: [LICENCA_DUBRAVA, LICENCA_VESLANJE] },
    403,
    "FORBIDDEN",
  ],
  ["a bulk approval by a club's official", "klub", "OdobriLicence", { ids: [LICENCA_DUBRAVA] }, 403, "FORBIDDEN"],
  [
    "a bulk rejection without a reason",
    "rukomet",
    "OdbijLicence",
    { ids: [LICENCA_DUBRAVA, LICENCA_ZAGREB] },
    BAD,
    INPUT,
    "razlog",
  ],
  [
    "a bulk rejection whose reason is blank",
    "rukomet",
    "OdbijLicence",
    { ids: [LICENCA_ZAGREB], razlog: "\t" },
    BAD,
    INPUT,
    "razlog",
  ],
  [
    "a bulk rejection of an approved licence among requested ones by a club",
    "klub2",
    "OdbijLicence",
    { ids: [LICENCA_ZAGREB, LICENCA_ODOBRENA], razlog: "Ne." },
    403,
    "FORBIDDEN",
  ],
];

const transfers: DemoCase[] = [
  [
    "a transfer to the club the athlete is in",
    "klub2",
    "ZatraziTransfer",
    ask({ club_id: ZAGREB }),
    BAD,
    INPUT,
    "object.club_id",
    T_KLUBOVI.sameClub,
  ],
  [
    "a transfer from a club the athlete is not in",
    "klub",
    "ZatraziTransfer",
    ask({ from_club_id: SESVETE }),
    BAD,
    INPUT,
    "object.sportas_id",
  ],
  [
    "a transfer asked for another receiving club",
    "klub",
    "ZatraziTransfer",
    ask({ club_id: SESVETE }),
    403,
    "FORBIDDEN",
  ],
  [
    "a transfer of another federation's athlete",
    "klub",
    "ZatraziTransfer",
    ask({ sportas_id: PERIC, from_club_id: "70000000-0000-4000-8000-000000000021" }),
    BAD,
    INPUT,
    "object.from_club_id",
    T_KLUBOVI.klubDrugogSaveza,
  ],
  [
    "a transfer asked already agreed",
    "klub",
    "ZatraziTransfer",
    ask({ status: "dogovoren" }),
    BAD,
    INPUT,
    "object.status",
  ],
  [
    "a transfer dated 31 September",
    "klub",
    "ZatraziTransfer",
    ask({ datum: "2026-09-31" }),
    BAD,
    INPUT,
    "object.datum",
  ],
  ["a transfer without a date", "klub", "ZatraziTransfer", ask({ datum: undefined }), BAD, INPUT, "object.datum"],
  [
    "a transfer note of 501 characters",
    "klub",
    "ZatraziTransfer",
    ask({ napomena: "n".repeat(501) }),
    BAD,
    INPUT,
    "object.napomena",
  ],
  [
    "a transfer confirmed without the clubs' agreement",
    "rukomet",
    "PotvrdiTransfer",
    { id: TRANSFER, version: 1 },
    BAD,
    INPUT,
    "_set.status",
  ],
  ["a transfer agreed by the asking club", "klub", "PrihvatiTransfer", { id: TRANSFER, version: 1 }, 403, "FORBIDDEN"],
  [
    "a transfer confirmed by a club's official",
    "klub",
    "PotvrdiTransfer",
    { id: TRANSFER, version: 1 },
    403,
    "FORBIDDEN",
  ],
  [
    "a transfer agreed at a stale version",
    "rukomet",
    "PrihvatiTransfer",
    { id: TRANSFER, version: 5 },
    409,
    "version_conflict",
  ],
  [
    "a transfer's athlete changed by an edit",
    "rukomet",
    "UpdateTransfer",
    { id: TRANSFER, version: 1, set: { sportas_id: HORVAT } },
    BAD,
    INPUT,
  ],
  [
    "a transfer made 'proveden' by an edit",
    "rukomet",
    "UpdateTransfer",
    { id: TRANSFER, version: 1, set: { status: "proveden" } },
    BAD,
    INPUT,
    "_set.status",
  ],
];

describeDemoRefusals([
  ["licences", licences],
  ["transfers", transfers],
]);

describe("licences' and transfers' sanity", () => {
  beforeAll(seedDemo);
  it("the same callers' valid request, decision and transfer are written and audited", async () => {
    const before = await snapshot();
    const klub = await demoBearer("klub");
    const rukomet = await demoBearer("rukomet");
    await expectAllWritten(klub, [["ZatraziLicencu", request({})]]);
    const reason = { status: "odbijena", razlog_odbijanja: "Bez pregleda." };
    await expectAllWritten(rukomet, [["OdbijLicencu", decide(LICENCA_DUBRAVA, reason)]]);
    await expectAllWritten(klub, [["ZatraziTransfer", ask({})]]);
    await expectAllWritten(rukomet, [["PrihvatiTransfer", { id: TRANSFER, version: 1 }]]);
    const after = await snapshot();
    expect(after.licence).toBe(before.licence! + 1);
    expect(after.transferi).toBe(before.transferi! + 1);
    expect(after["licence:rows"]).not.toBe(before["licence:rows"]);
    expect(after.audit_log).toBe(before.audit_log! + 4);
  });
});
