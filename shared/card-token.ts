// The signed membership card (issue 15): a compact JWS, EdDSA (Ed25519) with `kid` in its header, whose payload
// is a short JSON array so the QR's URL stays under 300 characters: [membership id (a uuid as 22 base64url
// characters), federation code (its number prefix), number, name (at most 12 UTF-8 bytes), type (at most 10 characters), expiry (YYYYMMDD as a number), issued
// at (Unix seconds), the card's token version (issue 28 item 5)]. A token signed before versions existed has
// seven elements and reads as version 1, so cards already printed keep verifying until a card is reissued.
// The Worker signs and verifies it; the SPA decodes it to show a card offline (after checking the signature
// with the cached key set). This module is pure: no I/O.
import { z } from "zod";

/** A token longer than this is refused before any parsing (an honest one is about 250 characters). */
export const MAX_CARD_TOKEN_LENGTH = 400;

/** UTF-8 bytes of the name a token carries (the page shows the register's live name when online). */
export const TOKEN_NAME_BYTES = 12;

/** Characters of the type a token carries (the live type comes from the register). */
export const TOKEN_TYPE_LENGTH = 10;

/** The longest start of `text` that fits in `bytes` UTF-8 bytes, never cutting a character. */
function fitBytes(text: string, bytes: number): string {
  let out = "";
  let used = 0;
  for (const ch of text) {
    const size = new TextEncoder().encode(ch).length;
    if (used + size > bytes) break;
    out += ch;
    used += size;
  }
  return out;
}

/** The QR's URL must stay at most this long (a low QR version a phone camera reads at a glance). */
export const MAX_CARD_URL_LENGTH = 300;

/**
 * What a card's token says. A season licence (issue 29) is a card too: `kind` "licenca", its club's short name
 * as `federation`, the season's name as `number`, the athlete's category as `type`, the season's end as `expiry`;
 * its payload carries an eighth element, "L" (a membership's has seven, as before).
 */
export interface CardClaims {
  kind?: "licenca";
  /** The membership's id. */
  id: string;
  /** The federation's code (its register's number prefix). */
  federation: string;
  number: string;
  name: string;
  type: string;
  expiry: string | null;
  /** When the token was signed, Unix seconds. */
  iat: number;
  /** The membership's token version when the token was signed: an older one than the register's is replaced. */
  v: number;
}

/** The version of a token signed before tokens carried one (and of a membership never reissued). */
export const FIRST_TOKEN_VERSION = 1;

const HEX_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

function bytesToB64url(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = [18, 12, 6, 0].map((s) => B64[(n >> s) & 63]!);
    out += chars.slice(0, Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6))).join("");
  }
  return out;
}

function b64urlToBytes(text: string): Uint8Array | null {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of text) {
    const v = B64.indexOf(ch);
    if (v < 0) return null;
    buffer = (buffer << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 255);
    }
  }
  return new Uint8Array(bytes);
}

/** A hex uuid as 22 base64url characters; any other id as it is. */
export function packId(id: string): string {
  if (!HEX_UUID.test(id)) return id;
  const hex = id.replaceAll("-", "");
  return bytesToB64url(new Uint8Array(hex.match(/../g)!.map((h) => parseInt(h, 16))));
}

/** The id packId packed. */
export function unpackId(packed: string): string {
  if (packed.length !== 22) return packed;
  const bytes = b64urlToBytes(packed);
  if (!bytes || bytes.length !== 16) return packed;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The payload of a card's token, as UTF-8 JSON text. Without `v` it is a token as printed before versions
 * existed (the Worker always signs one; tests make the old kind this way).
 */
export function encodeCardClaims(c: Omit<CardClaims, "v"> & { v?: number }): string {
  const name = fitBytes(c.name, TOKEN_NAME_BYTES);
  const type = [...c.type].slice(0, TOKEN_TYPE_LENGTH).join("");
  const expiry = c.expiry ? Number(c.expiry.replaceAll("-", "")) : null;
  const payload = [packId(c.id), fitBytes(c.federation, 20), c.number, name, type, expiry, c.iat];
  // A membership's version follows when it is given; a licence's mark comes last.
  const versioned = c.v === undefined ? payload : [...payload, c.v];
  return JSON.stringify(c.kind === "licenca" ? [...versioned, LICENCE_MARK] : versioned);
}

/** The last element of a licence's payload. */
const LICENCE_MARK = "L";

const firstPayload = [
  z.string().min(1).max(40),
  z.string().max(20),
  z.string().min(1).max(30),
  z.string().max(TOKEN_NAME_BYTES),
  z.string().min(1).max(40),
  z.number().int().min(10000101).max(99991231).nullable(),
  z.number().int().nonnegative(),
] as const;

const tokenVersion = z
  .number()
  .int()
  .min(FIRST_TOKEN_VERSION)
  .max(2 ** 31 - 1);

/**
 * Today's payload: the seven first elements, then the card's version (a printed card's has none: read as
 * FIRST_TOKEN_VERSION), then a licence's mark.
 */
const payloadSchema = z.union([
  z.tuple([...firstPayload, tokenVersion, z.literal(LICENCE_MARK)]),
  z.tuple([...firstPayload, tokenVersion]),
  z.tuple([...firstPayload, z.literal(LICENCE_MARK)]),
  z.tuple(firstPayload),
]);

/** The claims of a payload's text, or null when it is not a card's. */
export function decodeCardClaims(text: string): CardClaims | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(value);
  if (!parsed.success) return null;
  const [id, federation, number, name, type, expiry, iat, ...rest] = parsed.data;
  const day =
    expiry === null ? null : `${String(expiry).slice(0, 4)}-${String(expiry).slice(4, 6)}-${String(expiry).slice(6)}`;
  const v = typeof rest[0] === "number" ? rest[0] : FIRST_TOKEN_VERSION;
  const kind = rest.at(-1) === LICENCE_MARK ? { kind: "licenca" as const } : {};
  return { ...kind, id: unpackId(id), federation, number, name, type, expiry: day, iat, v };
}
