// What counts as an acceptable document (competition, result and federation documents): a PDF or a DOCX,
// recognised by its bytes, with a name whose extension agrees. The browser runs it before uploading (a fast,
// friendly refusal) and the Worker runs it again before anything reaches R2 (the check that counts).
// This module is pure: no I/O.

/** Largest document accepted, in bytes (10 MB). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** Longest original file name kept for display, in characters. */
export const MAX_FILE_NAME_LENGTH = 200;

export type DocumentKind = "pdf" | "docx";

/** The Content-Type each kind is stored and served with. */
export const DOCUMENT_MIME: Record<DocumentKind, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** react-dropzone's `accept` for one PDF or DOCX. */
export const DROPZONE_ACCEPT: Record<string, string[]> = {
  [DOCUMENT_MIME.pdf]: [".pdf"],
  [DOCUMENT_MIME.docx]: [".docx"],
};

/** Why a document was refused; the HTTP status the Worker answers with. */
export const DOCUMENT_PROBLEMS = {
  empty_file: 400,
  invalid_file_name: 400,
  file_too_large: 413,
  unsupported_type: 415,
  extension_mismatch: 415,
} as const;

export type DocumentProblem = keyof typeof DOCUMENT_PROBLEMS;

/** A stored document's R2 key: a v4 uuid and the extension of its detected kind (never a user's name). */
export const DOCUMENT_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(pdf|docx)$/;

/** What POST /api/v1/files answers with (201): where the stored document lives and how it is named. */
export interface StoredDocument {
  key: string;
  url: string;
  naziv: string;
  contentType: string;
  size: number;
}

export type DocumentCheck = { ok: true; kind: DocumentKind; name: string } | { ok: false; problem: DocumentProblem };

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const ZIP_LOCAL_HEADER = 0x04034b50; // "PK\x03\x04"
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_EOCD_SIZE = 22;
const ZIP_MAX_COMMENT = 0xffff;

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

/** The names in a ZIP's central directory, or null when `bytes` is not a well-formed ZIP. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < ZIP_EOCD_SIZE || view.getUint32(0, true) !== ZIP_LOCAL_HEADER) return null;
  // The end-of-central-directory record sits at the very end, before an optional comment of up to 64 KB.
  const lowest = Math.max(0, bytes.length - ZIP_EOCD_SIZE - ZIP_MAX_COMMENT);
  let eocd = -1;
  for (let i = bytes.length - ZIP_EOCD_SIZE; i >= lowest; i--) {
    if (view.getUint32(i, true) === ZIP_END_OF_DIRECTORY) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const start = view.getUint32(eocd + 16, true);
  if (start + size > eocd) return null; // also refuses ZIP64 (0xffffffff), which no 10 MB DOCX needs
  return readCentralDirectory(bytes, view, start, start + size, count);
}

function readCentralDirectory(bytes: Uint8Array, view: DataView, at: number, end: number, count: number) {
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || view.getUint32(at, true) !== ZIP_CENTRAL_HEADER) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > end) return null;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The kind of document `bytes` hold: a PDF by its `%PDF-` header, a DOCX by a ZIP holding Word's parts. */
export function sniffDocumentKind(bytes: Uint8Array): DocumentKind | null {
  if (startsWith(bytes, PDF_MAGIC)) return "pdf";
  const names = zipEntryNames(bytes);
  if (names && names.includes("[Content_Types].xml") && names.includes("word/document.xml")) return "docx";
  return null;
}

// Path separators and control characters never occur in a name a browser sends (File.name is a base name):
// a name holding them, or a bidi control, is a crafted request and is refused rather than repaired.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_NAME = /[/\\\u0000-\u001f\u007f-\u009f\u202A-\u202E\u2066-\u2069]/;
// Characters that some systems reject in file names: harmless for display, replaced so a download saves.
const AWKWARD_IN_NAME = /[<>:"|?*]/g;

/** The display name to keep for `raw` (trimmed, NFC, awkward characters replaced), or null when refused. */
export function cleanFileName(raw: string): string | null {
  const name = raw.normalize("NFC").trim();
  if (!name || name === "." || name === ".." || FORBIDDEN_IN_NAME.test(raw)) return null;
  if (name.length > MAX_FILE_NAME_LENGTH) return null;
  return name.replace(AWKWARD_IN_NAME, "_");
}

/** The lower-cased last extension of `name` ("x.pdf.exe" → "exe"), or "" when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/** What a kind of upload is checked against: its size limit, the kind its name claims, the kind its bytes show. */
export interface FileRules<K extends string> {
  maxBytes: number;
  claimed: (name: string) => K | null;
  sniff: (bytes: Uint8Array) => K | null;
}

/**
 * Checks one upload against its rules: a usable name, not empty, not too large, a kind its name claims and
 * its bytes show alike. `size` may be larger than `bytes` (only a prefix read).
 */
export function checkFile<K extends string>(
  rawName: string,
  bytes: Uint8Array,
  size: number,
  rules: FileRules<K>,
): { ok: true; kind: K; name: string } | { ok: false; problem: DocumentProblem } {
  const name = cleanFileName(rawName);
  if (name === null) return { ok: false, problem: "invalid_file_name" };
  if (size === 0) return { ok: false, problem: "empty_file" };
  if (size > rules.maxBytes) return { ok: false, problem: "file_too_large" };
  const claimed = rules.claimed(name);
  if (claimed === null) return { ok: false, problem: "unsupported_type" };
  const kind = rules.sniff(bytes);
  if (kind === null) return { ok: false, problem: "unsupported_type" };
  if (kind !== claimed) return { ok: false, problem: "extension_mismatch" };
  return { ok: true, kind, name };
}

const DOCUMENT_RULES: FileRules<DocumentKind> = {
  maxBytes: MAX_DOCUMENT_BYTES,
  claimed: (name) => {
    const extension = fileExtension(name);
    return extension === "pdf" || extension === "docx" ? extension : null;
  },
  sniff: sniffDocumentKind,
};

/** Checks one document upload: its name, size and bytes; `size` may be larger than `bytes` (only a prefix read). */
export function checkDocument(rawName: string, bytes: Uint8Array, size = bytes.length): DocumentCheck {
  return checkFile(rawName, bytes, size, DOCUMENT_RULES);
}
