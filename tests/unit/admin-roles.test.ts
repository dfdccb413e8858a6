// The admin screens' pure helpers (web/features/admin/roles.ts): the People URL, how roles and people are
// named, what a revoke sends, and the role-choice and invitation form schemas.
import { describe, expect, it } from "vitest";
import { API } from "../../shared/paths";
import { T_ADMIN, T_VALIDATION } from "../../shared/texts";
import {
  heldRoles,
  invitationFormSchema,
  peopleUrl,
  personLabel,
  roleBody,
  roleChoiceSchema,
  roleLabel,
  type Person,
} from "../../web/features/admin/roles";

const SAVEZ = "b0000000-0000-4000-8000-000000000001";

const person = (over: Partial<Person> = {}): Person => ({
  id: 7,
  email: "ana@demo.test",
  name: "Ana Anić",
  emailVerified: true,
  admin: false,
  savezi: [],
  ...over,
});

describe("peopleUrl", () => {
  it("leaves out an empty search and the first page's cursor", () => {
    expect(peopleUrl("", null)).toBe(API.adminPeople);
    expect(peopleUrl("   ", null)).toBe(API.adminPeople);
  });

  it("trims and encodes the search, and passes the cursor on", () => {
    expect(peopleUrl("  Đurđa ", null)).toBe(`${API.adminPeople}?q=%C4%90ur%C4%91a`);
    expect(peopleUrl("a+b@x", "abc=")).toBe(`${API.adminPeople}?q=a%2Bb%40x&after=abc%3D`);
    expect(peopleUrl("", "next-1")).toBe(`${API.adminPeople}?after=next-1`);
  });
});

describe("role and person labels", () => {
  it("names admin and staff of a federation", () => {
    expect(roleLabel("admin")).toBe(T_ADMIN.ulogaAdmin);
    expect(roleLabel("staff", { naziv: "Zicer Savez" })).toBe(T_ADMIN.osobljeSaveza("Zicer Savez"));
    expect(roleLabel("staff", null)).toBe(T_ADMIN.ulogaStaff);
  });

  it("names a person by name and email, or by whichever there is", () => {
    expect(personLabel(person())).toBe("Ana Anić (ana@demo.test)");
    expect(personLabel(person({ name: null }))).toBe("ana@demo.test");
    expect(personLabel(person({ name: "  " }))).toBe("ana@demo.test");
    expect(personLabel(person({ email: null }))).toBe("Ana Anić");
  });

  it("lists held roles admin first, each with what revoking it sends", () => {
    const held = heldRoles(person({ admin: true, savezi: [{ id: SAVEZ, naziv: "Zicer Savez" }] }));
    expect(held).toEqual([
      { key: "admin", label: T_ADMIN.ulogaAdmin, role: "admin" },
      { key: `staff:${SAVEZ}`, label: T_ADMIN.osobljeSaveza("Zicer Savez"), role: "staff", savez_id: SAVEZ },
    ]);
    expect(heldRoles(person())).toEqual([]);
  });
});

describe("role choice and invitation forms", () => {
  it("asks staff for a federation and sends it only for staff", () => {
    const missing = roleChoiceSchema.safeParse({ role: "staff", savez_id: "" });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]).toMatchObject({ path: ["savez_id"], message: T_VALIDATION.chooseSavez });
    const staff = roleChoiceSchema.parse({ role: "staff", savez_id: SAVEZ });
    expect(roleBody(staff)).toEqual({ role: "staff", savez_id: SAVEZ });
    const admin = roleChoiceSchema.parse({ role: "admin", savez_id: SAVEZ });
    expect(roleBody(admin)).toEqual({ role: "admin" });
    // A disabled select reports no value: admin needs none.
    expect(roleChoiceSchema.parse({ role: "admin" })).toEqual({ role: "admin", savez_id: "" });
  });

  it("checks the invited email", () => {
    const blank = invitationFormSchema.safeParse({ email: " ", role: "admin", savez_id: "" });
    expect(blank.error?.issues[0]).toMatchObject({ path: ["email"], message: T_VALIDATION.required });
    const bad = invitationFormSchema.safeParse({ email: "nije-adresa", role: "admin", savez_id: "" });
    expect(bad.error?.issues[0]).toMatchObject({ path: ["email"], message: T_VALIDATION.badEmail });
    expect(invitationFormSchema.parse({ email: " novi@demo.test ", role: "staff", savez_id: SAVEZ })).toEqual({
      email: "novi@demo.test",
      role: "staff",
      savez_id: SAVEZ,
    });
  });
});
