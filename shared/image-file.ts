// What counts as an acceptable image (a federation's logo): a PNG, JPEG or WebP recognised by its magic bytes,
// or an SVG recognised by its text (an <svg> root element), with a name whose extension agrees. The browser
// runs it before uploading (a fast, friendly refusal) and the Worker runs it again before anything reaches R2
// (the check that counts). Recognising an SVG does not make it harmless: the Worker serves every image with a
// sandboxing Content-Security-Policy (worker/routes/images.ts), so a script inside one never runs.
// This module is pure: no I/O.
import { DOCUMENT_PROBLEMS, checkFile, fileExtension, type DocumentProblem } from "./document-file";

/** Largest logo accepted, in bytes (1 MiB). */
export const MAX_LOGO_BYTES = 1024 * 1024;

export type ImageKind = "png" | "jpg" | "webp" | "svg";

/** The Content-Type each kind is stored and served with. */
export const IMAGE_MIME: Record<ImageKind, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
};

/** The file name extensions each kind may have (a stored key always ends in the kind itself: ".jpg"). */
export const IMAGE_EXTENSIONS: Record<ImageKind, readonly string[]> = {
  png: ["png"],
  jpg: ["jpg", "jpeg"],
  webp: ["webp"],
  svg: ["svg"],
};

/** react-dropzone's `accept` for one logo. */
export const IMAGE_DROPZONE_ACCEPT: Record<string, string[]> = Object.fromEntries(
  (Object.keys(IMAGE_MIME) as ImageKind[]).map((kind) => [
    IMAGE_MIME[kind],
    IMAGE_EXTENSIONS[kind].map((e) => `.${e}`),
  ]),
);

/** Why an image was refused; the same reasons, and HTTP statuses, as a refused document. */
export const IMAGE_PROBLEMS: Record<DocumentProblem, 400 | 413 | 415> = DOCUMENT_PROBLEMS;

export type ImageProblem = DocumentProblem;

/** A stored image's R2 key: a v4 uuid and the extension of its detected kind (never a user's name). */
export const IMAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(png|jpg|webp|svg)$/;

/** What POST /api/v1/files/slike answers with (201): where the stored image lives. */
export interface StoredImage {
  key: string;
  url: string;
  contentType: string;
  size: number;
}

export type ImageCheck = { ok: true; kind: ImageKind; name: string } | { ok: false; problem: ImageProblem };

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]; // "\x89PNG\r\n\x1a\n"
const JPEG_MAGIC = [0xff, 0xd8, 0xff]; // SOI and the first marker
const RIFF = [0x52, 0x49, 0x46, 0x46]; // "RIFF", then the length, then "WEBP"
const WEBP = [0x57, 0x45, 0x42, 0x50];

function hasAt(bytes: Uint8Array, at: number, expected: number[]): boolean {
  return bytes.length >= at + expected.length && expected.every((b, i) => bytes[at + i] === b);
}

const XML_SPACE = new Set([" ", "\t", "\r", "\n"]);

/**
 * True when `text` starts with an SVG prolog and then the root element's start tag: optional whitespace, an XML
 * declaration, comments, one `<!DOCTYPE svg …>` (an internal subset in brackets allowed), and finally `<svg`
 * followed by whitespace, `>` or `/`. Anything else before the root (another element, a processing instruction
 * such as an xml-stylesheet, text, an HTML doctype) does not match. One pass, no regular expression over the
 * whole text, so 1 MB of whitespace costs 1 MB of steps.
 */
export function startsWithSvgRoot(text: string): boolean {
  let at = 0;
  const skipSpace = () => {
    while (at < text.length && XML_SPACE.has(text[at]!)) at++;
  };
  /** Moves past the next `close` at or after `from`; false when there is none. */
  const skipPast = (close: string, from: number) => {
    const end = text.indexOf(close, from);
    if (end < 0) return false;
    at = end + close.length;
    return true;
  };
  skipSpace();
  if (text.startsWith("<?xml", at) && XML_SPACE.has(text[at + 5] ?? "")) {
    if (!skipPast("?>", at)) return false;
  }
  let doctypeSeen = false;
  for (;;) {
    skipSpace();
    if (text.startsWith("<!--", at)) {
      if (!skipPast("-->", at + 4)) return false;
    } else if (!doctypeSeen && /^<!DOCTYPE[ \t\r\n]+svg[ \t\r\n[>]/.test(text.slice(at, at + 64))) {
      doctypeSeen = true;
      const open = text.indexOf("[", at);
      const close = text.indexOf(">", at);
      if (close < 0) return false;
      if (open < 0 || open > close) {
        at = close + 1;
      } else {
        if (!skipPast("]", open)) return false; // the internal subset
        skipSpace();
        if (text[at] !== ">") return false;
        at++;
      }
    } else {
      break;
    }
  }
  return text.startsWith("<svg", at) && /^[ \t\r\n/>]$/.test(text[at + 4] ?? "");
}

/** True when `bytes` are UTF-8 text (a BOM allowed) whose root element is `<svg>`. */
export function isSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    // fatal: binary or another encoding is refused; stream: a prefix cut inside a character still decodes.
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes, { stream: true }); // drops a leading BOM
  } catch {
    return false;
  }
  return startsWithSvgRoot(text);
}

/** The kind of image `bytes` hold: PNG, JPEG and WebP by their magic bytes, SVG by its root element. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (hasAt(bytes, 0, PNG_MAGIC)) return "png";
  if (hasAt(bytes, 0, JPEG_MAGIC)) return "jpg";
  if (hasAt(bytes, 0, RIFF) && hasAt(bytes, 8, WEBP)) return "webp";
  if (isSvg(bytes)) return "svg";
  return null;
}

/** The kind a file name's extension claims ("logo.JPEG" → "jpg"), or null when it names no image kind. */
export function imageKindOfName(name: string): ImageKind | null {
  const extension = fileExtension(name);
  const kinds = Object.keys(IMAGE_EXTENSIONS) as ImageKind[];
  return kinds.find((kind) => IMAGE_EXTENSIONS[kind].includes(extension)) ?? null;
}

/** The kinds a photo may be (an announcement's picture, a membership photo): raster only, never an SVG. */
export type PhotoKind = Exclude<ImageKind, "svg">;
export const PHOTO_KINDS: readonly PhotoKind[] = ["png", "jpg", "webp"];

/** The R2 key of a stored photo (an announcement's picture): an image key that is not an SVG's. */
export const PHOTO_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(png|jpg|webp)$/;

/** react-dropzone's `accept` for one photo (PNG, JPEG, WebP). */
export const PHOTO_DROPZONE_ACCEPT: Record<string, string[]> = Object.fromEntries(
  PHOTO_KINDS.map((kind) => [IMAGE_MIME[kind], IMAGE_EXTENSIONS[kind].map((e) => `.${e}`)]),
);

/** Whether an image kind is a photo's (PNG, JPEG, WebP; never an SVG). */
export const isPhotoKind = (kind: ImageKind): kind is PhotoKind => (PHOTO_KINDS as readonly ImageKind[]).includes(kind);

/** An image kind when it is a photo's, else null. */
const photoKind = (kind: ImageKind | null): PhotoKind | null => (kind !== null && isPhotoKind(kind) ? kind : null);

/**
 * Checks one photo upload: a PNG, JPEG or WebP by its name and its bytes (an SVG is a type not accepted), at
 * most `maxBytes` (an announcement's picture: a logo's 1 MB; a membership photo: MAX_PHOTO_BYTES).
 */
export function checkPhoto(
  rawName: string,
  bytes: Uint8Array,
  size = bytes.length,
  maxBytes = MAX_LOGO_BYTES,
): { ok: true; kind: PhotoKind; name: string } | { ok: false; problem: ImageProblem } {
  return checkFile(rawName, bytes, size, {
    maxBytes,
    claimed: (name) => photoKind(imageKindOfName(name)),
    sniff: (b) => photoKind(sniffImageKind(b)),
  });
}

/** Checks one logo upload: its name, size and bytes; `size` may be larger than `bytes` (only a prefix read). */
export function checkImage(rawName: string, bytes: Uint8Array, size = bytes.length): ImageCheck {
  return checkFile(rawName, bytes, size, { maxBytes: MAX_LOGO_BYTES, claimed: imageKindOfName, sniff: sniffImageKind });
}

/** Largest membership photo accepted, in bytes (2 MB; the browser sends at most 600 px, re-encoded). */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
