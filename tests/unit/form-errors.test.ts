import type { FieldErrors } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "./memory-storage";
import { T, T_STAFF } from "../../shared/texts";
import {
  FORM_MESSAGE,
  SERVER,
  applyRefusal,
  blankFields,
  fieldPathOf,
  fieldsNamed,
  formMessagesIn,
  refusalKind,
  splitRefusal,
} from "../../web/lib/form-errors";

/** A failed call as web/lib/graphql.ts's GraphQLRequestError carries it (read by shape). */
const refusal = (status: number, code?: string, fields: Record<string, string[]> = {}) =>
  Object.assign(new Error("refused"), { status, code, fields });

const invalid = (fields: Record<string, string[]>) => refusal(400, "BAD_USER_INPUT", fields);

describe("server path → form field", () => {
  it("drops the GraphQL variable: object.x is x, objects.N.x keeps its row, a top-level variable is itself", () => {
    expect(fieldPathOf("object.naziv")).toBe("naziv");
    expect(fieldPathOf("object.natjecanje_id")).toBe("natjecanje_id");
    expect(fieldPathOf("object.payload.poredak.2.ime")).toBe("payload.poredak.2.ime");
    expect(fieldPathOf("objects.3.ime")).toBe("3.ime");
    expect(fieldPathOf("subject")).toBe("subject");
  });

  it("names no field for a bare wrapper or the whole input", () => {
    expect(fieldPathOf("object")).toBeNull();
    expect(fieldPathOf("objects")).toBeNull();
    expect(fieldPathOf("input")).toBeNull();
    expect(fieldPathOf("")).toBeNull();
  });

  it("fieldsNamed accepts the listed fields and their rows only", () => {
    const toField = fieldsNamed(["naziv", "payload.poredak"]);
    expect(toField("naziv")).toBe("naziv");
    expect(toField("payload.poredak.1.ime")).toBe("payload.poredak.1.ime");
    expect(toField("nazivx")).toBeNull();
    expect(toField("dokument_key")).toBeNull();
  });
});

describe("classifying a refusal", () => {
  it("tells a version conflict by 409 or either code", () => {
    expect(refusalKind(refusal(409, "version_conflict"))).toBe("conflict");
    expect(refusalKind(refusal(409))).toBe("conflict");
    expect(refusalKind(refusal(400, "CONFLICT"))).toBe("conflict");
    expect(refusalKind(refusal(200, "VERSION_CONFLICT"))).toBe("conflict");
  });

  it("tells a lost session, no permission, field messages and anything else", () => {
    expect(refusalKind(refusal(401, "UNAUTHENTICATED"))).toBe("unauthenticated");
    expect(refusalKind(refusal(403, "FORBIDDEN"))).toBe("forbidden");
    expect(refusalKind(invalid({ "object.naziv": ["Obavezno polje."] }))).toBe("invalid");
    expect(refusalKind(refusal(400, "BAD_USER_INPUT"))).toBe("other");
    expect(refusalKind(refusal(500, "INTERNAL_SERVER_ERROR"))).toBe("other");
    expect(refusalKind(new TypeError("Failed to fetch"))).toBe("other");
    expect(refusalKind(undefined)).toBe("other");
  });

  it("gives the catalogue text for what belongs to the whole form", () => {
    const toField = fieldsNamed(["naziv"]);
    expect(splitRefusal(refusal(409, "CONFLICT"), toField)).toEqual({
      fields: [],
      message: { kind: "conflict", text: T_STAFF.sukobVerzija, reload: true },
    });
    expect(splitRefusal(refusal(401), toField).message?.text).toBe(T.pleaseLogin);
    expect(splitRefusal(refusal(403), toField).message?.text).toBe(T_STAFF.samoOsoblje);
    expect(splitRefusal(refusal(500), toField).message).toEqual({ kind: "other", text: T.genericError });
  });
});

describe("splitting field messages", () => {
  const toField = fieldsNamed(["naziv", "natjecanje_id"]);

  it("puts each message on its field (joined) with no form-level message", () => {
    expect(splitRefusal(invalid({ "object.naziv": ["Obavezno polje.", "Najviše 200 znakova."] }), toField)).toEqual({
      fields: [["naziv", "Obavezno polje. Najviše 200 znakova."]],
      message: null,
    });
  });

  it("keeps the generic text for what no field of the form can show", () => {
    expect(
      splitRefusal(invalid({ "object.natjecanje_id": ["Ne postoji."], "object.dokument_key": ["x"] }), toField),
    ).toEqual({ fields: [["natjecanje_id", "Ne postoji."]], message: { kind: "other", text: T.genericError } });
    expect(splitRefusal(invalid({ input: ["x"] }), toField)).toEqual({
      fields: [],
      message: { kind: "other", text: T.genericError },
    });
  });

  it("sets the fields and root.form on a react-hook-form form, focusing the first field", () => {
    const calls: unknown[][] = [];
    const setError = (...args: unknown[]) => void calls.push(args);
    applyRefusal(invalid({ "object.natjecanje_id": ["Ne postoji."], "object.x": ["y"] }), setError as never, toField);
    expect(calls).toEqual([
      ["natjecanje_id", { type: SERVER, message: "Ne postoji." }, { shouldFocus: true }],
      [FORM_MESSAGE, { type: "other", message: T.genericError }],
    ]);
  });

  it("reads the form-level messages back, a conflict with its reload", () => {
    const errors = {
      root: { missing: { type: "missing", message: T.missingFields }, form: { type: "conflict", message: "c" } },
    } as unknown as FieldErrors;
    expect(formMessagesIn(errors)).toEqual([
      { kind: "missing", text: T.missingFields },
      { kind: "conflict", text: "c", reload: true },
    ]);
    expect(formMessagesIn({})).toEqual([]);
  });
});

describe("blank fields", () => {
  it("treats blank text, nothing and NaN as blank, and reads nested names", () => {
    const values = { a: " ", b: "x", c: null, d: { e: Number.NaN, f: 0 } };
    expect(blankFields(values, ["a", "b", "c", "d.e", "d.f", "missing"])).toEqual(["a", "c", "d.e", "missing"]);
  });
});

describe("the GraphQL client keeps what a refusal says", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** runOperation against a stubbed fetch (web/lib/session reads window.localStorage when imported). */
  async function requestAnswered(status: number, body: unknown) {
    vi.stubGlobal("window", { localStorage: memoryStorage() });
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify(body), { status }));
    const { runOperation } = await import("../../web/lib/graphql");
    const { CreateRezultat } = await import("../../shared/entities/rezultat/operations");
    return runOperation(CreateRezultat, { object: { payload: { poredak: [] } } }, "token").then(
      () => null,
      (error: unknown) => error,
    );
  }

  it("keeps extensions.code and extensions.fields of the first error, and the status", async () => {
    const fields = { "object.natjecanje_id": ["Ne postoji."] };
    const error = await requestAnswered(400, {
      data: { insert_rezultati_one: null },
      errors: [{ message: "The input is not valid.", extensions: { code: "BAD_USER_INPUT", fields } }],
    });
    expect(error).toMatchObject({ name: "GraphQLRequestError", status: 400, code: "BAD_USER_INPUT", fields });
    expect(splitRefusal(error, fieldsNamed(["natjecanje_id"]))).toEqual({
      fields: [["natjecanje_id", "Ne postoji."]],
      message: null,
    });
  });

  it("reads a conflict from a 409, and drops malformed fields", async () => {
    const error = await requestAnswered(409, {
      errors: [{ message: "changed", extensions: { code: "version_conflict", fields: { a: [1], b: "x" } } }],
    });
    expect(error).toMatchObject({ status: 409, code: "version_conflict", fields: { b: ["x"] } });
    expect(refusalKind(error)).toBe("conflict");
    const plain = await requestAnswered(409, { error: { code: "version_conflict", message: "changed" } });
    expect(plain).toMatchObject({ status: 409, code: "version_conflict", fields: {} });
  });
});
