// Bad-input catalogue: membership cards and photos (issue 15). Every case answers 4xx in the API's error shape
// (never a 5xx or a stack trace) and writes nothing: altered, truncated, oversized tokens, tokens of another
// key or algorithm, a deleted membership, a photo that is not an image.
import { SELF } from "cloudflare:test";
import { CompactSign, SignJWT, base64url, generateKeyPair } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { encodeCardClaims } from "../../../shared/card-token";
import { T_MEMBERSHIP_PHOTO_ERRORS as T_PHOTO_ERRORS } from "../../../shared/texts";
import { pdfBytes, pngBytes } from "../../fixtures/documents";
import { TEST_USERS, bearer } from "../helpers/auth";
import { gql, seedDemo } from "../helpers/graphql";
import { NEW_MEMBERSHIP } from "../helpers/matrix";
import { expectApiError, expectNothingWritten, snapshot } from "./support";

let token: string;
let id: string;
beforeAll(async () => {
  await seedDemo();
  const { body } = await gql("CreateClanstvo", {
    authorization: await bearer("staff"),
    variables: { object: { ...NEW_MEMBERSHIP, email: TEST_USERS.member.email } },
  });
  id = body.data.insert_memberships_one.id;
  const response = await SELF.fetch("https://app.test/api/v1/iskaznice", {
    headers: { authorization: await bearer("member") },
  });
  token = ((await response.json()) as { cards: { token: string }[] }).cards[0]!.token;
});

const verify = (t: string) => SELF.fetch(`https://app.test/api/v1/provjera/${t}`);
const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
const claims = () => ({
  id,
  federation: "ZS",
  number: "ZS-00001",
  name: "Marko Marić",
  type: "Silver",
  expiry: null,
  iat: 1,
});

/** [case, token, status, code] */
const tokenCases: [string, () => string | Promise<string>, number, string][] = [
  ["one character of the signature changed", () => flip(token, token.length - 5), 400, "invalid_card"],
  ["one character of the payload changed", () => flip(token, token.indexOf(".") + 3), 400, "invalid_card"],
  ["one character of the header changed", () => flip(token, 2), 400, "invalid_card"],
  ["the signature cut off", () => token.slice(0, token.lastIndexOf(".") + 1), 400, "invalid_card"],
  ["truncated by ten characters", () => token.slice(0, -10), 400, "invalid_card"],
  ["only two parts", () => token.split(".").slice(0, 2).join("."), 400, "invalid_card"],
  ["4 000 characters", () => `${token}${"A".repeat(4000)}`, 400, "token_too_long"],
  ["not base64url", () => "a$b.c%d.e^f", 400, "invalid_card"],
  ["empty parts", () => "a..b", 400, "invalid_card"],
  [
    "signed by another Ed25519 key under a live kid",
    async () => {
      const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519" });
      return new CompactSign(new TextEncoder().encode(encodeCardClaims(claims())))
        .setProtectedHeader({ alg: "EdDSA", kid: "new" })
        .sign(privateKey);
    },
    400,
    "invalid_card",
  ],
  [
    "an unknown kid",
    async () => {
      const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519" });
      return new CompactSign(new TextEncoder().encode(encodeCardClaims(claims())))
        .setProtectedHeader({ alg: "EdDSA", kid: "stolen" })
        .sign(privateKey);
    },
    400,
    "invalid_card",
  ],
  [
    "another algorithm (HS256 keyed with the public key's x)",
    async () =>
      new SignJWT({ m: id })
        .setProtectedHeader({ alg: "HS256", kid: "new" })
        .sign(new TextEncoder().encode("CLfP_FZXXvM7wREBZbAkhv3DnqAsJryA2zgZalIgTNc")),
    400,
    "invalid_card",
  ],
  [
    "alg none",
    () =>
      `${base64url.encode(JSON.stringify({ alg: "none", kid: "new" }))}.${base64url.encode(encodeCardClaims(claims()))}.`,
    400,
    "invalid_card",
  ],
  [
    "a valid signature over a payload that is not a card",
    async () => {
      const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519" });
      return new CompactSign(new TextEncoder().encode('{"admin":true}'))
        .setProtectedHeader({ alg: "EdDSA", kid: "x" })
        .sign(privateKey);
    },
    400,
    "invalid_card",
  ],
];

describe("card tokens", () => {
  for (const [name, make, statusCode, code] of tokenCases) {
    it(`${name} → ${statusCode} ${code}`, async () => {
      const before = await snapshot();
      await expectApiError(await verify(await make()), statusCode, code);
      await expectApiError(
        await SELF.fetch(`https://app.test/api/v1/provjera/${await make()}/fotografija`),
        statusCode,
        code,
      );
      await expectNothingWritten(before);
    });
  }

  it("a membership deleted to 'Obrisano' → 404 not_found", async () => {
    const staff = await bearer("staff");
    const row = await gql("DeleteClanstvo", { authorization: staff, variables: { id, version: 1 } });
    expect(row.status).toBe(200);
    await expectApiError(await verify(token), 404, "not_found");
    await gql("RestoreClanstvo", { authorization: staff, variables: { id, version: 2 } });
    expect((await verify(token)).status).toBe(200);
  });
});

describe("membership photos", () => {
  const upload = async (name: string, bytes: Uint8Array) =>
    SELF.fetch(`https://app.test/api/v1/clanstva/fotografije?name=${encodeURIComponent(name)}`, {
      method: "POST",
      headers: { authorization: await bearer("staff"), "content-type": "application/octet-stream" },
      body: bytes as Uint8Array<ArrayBuffer>,
    });
  const text = (s: string) => new TextEncoder().encode(s);

  const cases: [string, string, () => Uint8Array, number, keyof typeof T_PHOTO_ERRORS][] = [
    [
      "an SVG (script-capable)",
      "slika.svg",
      () => text('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      415,
      "unsupported_type",
    ],
    [
      "an SVG named .png",
      "slika.png",
      () => text('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      415,
      "unsupported_type",
    ],
    ["a PDF named .jpg", "slika.jpg", () => pdfBytes(), 415, "unsupported_type"],
    ["HTML named .webp", "slika.webp", () => text("<html><script>alert(1)</script>"), 415, "unsupported_type"],
    ["a PNG named .jpg", "slika.jpg", () => pngBytes(), 415, "extension_mismatch"],
    ["zero bytes", "slika.png", () => new Uint8Array(), 400, "empty_file"],
    ["over 2 MB", "slika.png", () => new Uint8Array(2 * 1024 * 1024 + 1).fill(1), 413, "file_too_large"],
    ["a path as its name", "../../slika.png", () => pngBytes(), 400, "invalid_file_name"],
  ];
  for (const [name, file, bytes, statusCode, code] of cases) {
    it(`${name} → ${statusCode} ${code}`, async () => {
      const before = await snapshot();
      const body = (await expectApiError(await upload(file, bytes()), statusCode, code)) as {
        error: { message: string };
      };
      expect(body.error.message).toBe(T_PHOTO_ERRORS[code]);
      await expectNothingWritten(before);
    });
  }

  it("a photo key that is not one of ours in a membership → 400 on object.photo_key, nothing written", async () => {
    const before = await snapshot();
    const { status, body } = await gql("CreateClanstvo", {
      authorization: await bearer("staff"),
      variables: { object: { ...NEW_MEMBERSHIP, photo_key: "../secret.png" } },
    });
    expect(status).toBe(400);
    expect(Object.keys(body.errors[0].extensions.fields)).toEqual(["object.photo_key"]);
    await expectNothingWritten(before);
  });
});
