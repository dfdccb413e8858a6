// Bad-input catalogue: document uploads and downloads beyond tests/worker/files.test.ts (which covers zero
// bytes, over 10 MB, a PNG as .pdf, a non-Word ZIP, a double extension, PDF named .docx and path names).
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { T_DOCUMENT_ERRORS } from "../../../shared/texts";
import { docxBytes, pdfBytes, zipBytes } from "../../fixtures/documents";
import { bearer } from "../helpers/auth";
import { expectApiError, expectNothingWritten, expectRestRefusal, snapshot } from "./support";

let staff: string;
beforeAll(async () => {
  staff = await bearer("staff");
});

const text = (s: string) => new TextEncoder().encode(s);

/** Uploads with a raw query string, so names can be encoded any way an attacker likes. */
function upload(query: string, body: Uint8Array, headers: Record<string, string> = {}) {
  return SELF.fetch(`https://app.test/api/v1/files?${query}`, {
    method: "POST",
    headers: { authorization: staff, "content-type": "application/octet-stream", ...headers },
    body: body as Uint8Array<ArrayBuffer>,
  });
}
const named = (name: string) => `name=${encodeURIComponent(name)}`;

/** [case, query string, bytes, status, error code]. */
const cases: [string, string, () => Uint8Array, number, keyof typeof T_DOCUMENT_ERRORS][] = [
  ["a NUL byte in the name", "name=rezultati%00.pdf", () => pdfBytes(), 400, "invalid_file_name"],
  [
    "a percent-encoded ../ in the name",
    "name=%2e%2e%2f%2e%2e%2fwrangler.pdf",
    () => pdfBytes(),
    400,
    "invalid_file_name",
  ],
  ["a name of spaces only", named("    "), () => pdfBytes(), 400, "invalid_file_name"],
  ["the name '..'", named(".."), () => pdfBytes(), 400, "invalid_file_name"],
  ["a name of 201 characters", named(`${"a".repeat(197)}.pdf`), () => pdfBytes(), 400, "invalid_file_name"],
  [
    "a newline in the name (header injection)",
    named("a.pdf\r\nSet-Cookie: x=1"),
    () => pdfBytes(),
    400,
    "invalid_file_name",
  ],
  ["a right-to-left override hiding .exe", named("rezultati\u202Efdp.exe"), () => pdfBytes(), 400, "invalid_file_name"],
  [
    "a right-to-left override in a real PDF's name (evil\u202Efdp.exe.pdf shows as another name)",
    named("evil\u202Efdp.exe.pdf"),
    () => pdfBytes(),
    400,
    "invalid_file_name",
  ],
  ["no extension", named("rezultati"), () => pdfBytes(), 415, "unsupported_type"],
  [
    "an HTML page named .pdf",
    named("rezultati.pdf"),
    () => text("<html><script>alert(1)</script></html>"),
    415,
    "unsupported_type",
  ],
  ["a PDF magic that is not at the start", named("rezultati.pdf"), () => text(` %PDF-1.4\n`), 415, "unsupported_type"],
  ["a DOCX named .pdf", named("rezultati.pdf"), () => docxBytes(), 415, "extension_mismatch"],
  [
    "a ZIP with [Content_Types].xml but no word/document.xml",
    named("rezultati.docx"),
    () => zipBytes({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" }),
    415,
    "unsupported_type",
  ],
  [
    "a DOCX cut in half",
    named("rezultati.docx"),
    () => docxBytes().slice(0, Math.floor(docxBytes().length / 2)),
    415,
    "unsupported_type",
  ],
  ["a single byte", named("rezultati.pdf"), () => new Uint8Array([0x25]), 415, "unsupported_type"],
];

describe("uploads", () => {
  it.each(cases)("refuses %s and stores nothing", async (_name, query, bytes, status, code) => {
    const body = bytes();
    const json = (await expectRestRefusal(() => upload(query, body), status, code)) as { error: { message: string } };
    expect(json.error.message).toBe(T_DOCUMENT_ERRORS[code]);
  });

  it("refuses a Content-Length that promises more than 10 MB before reading the body", async () => {
    const before = await snapshot();
    const response = await upload(named("velik.pdf"), pdfBytes(), { "content-length": String(11 * 1024 * 1024) });
    // Either the Worker refuses the declared size (413) or the runtime refuses the lying header (400).
    expect([400, 413]).toContain(response.status);
    await expectApiError(response, response.status, /^(file_too_large|bad_request)$/);
    await expectNothingWritten(before);
  });

  const downloads: [string, string][] = [
    ["a traversal key", "..%2f..%2fwrangler.toml"],
    ["an encoded slash inside a key", "00000000-0000-4000-8000-000000000000%2f.pdf"],
    ["a key of another extension", "00000000-0000-4000-8000-000000000000.exe"],
    ["an upper-case key", "00000000-0000-4000-8000-00000000000A.PDF"],
  ];
  it.each(downloads)("answers the JSON 404 for a download of %s", async (_name, key) => {
    await expectRestRefusal(() => SELF.fetch(`https://app.test/api/v1/files/${key}`), 404, "not_found");
  });

  it("sanity: the same staff caller's valid PDF is stored", async () => {
    const before = await snapshot();
    const response = await upload(named("rezultati.pdf"), pdfBytes());
    expect(response.status).toBe(201);
    expect((await snapshot()).r2_objects).toBe(before.r2_objects + 1);
  });
});
