import { describe, expect, it } from "vitest";
import {
  MAX_DOCUMENT_BYTES,
  checkDocument,
  cleanFileName,
  fileExtension,
  sniffDocumentKind,
  zipEntryNames,
} from "../../shared/document-file";
import { dokumentSavezaSchema } from "../../shared/entities/dokument-saveza/input";
import { natjecanjeSchema } from "../../shared/entities/natjecanje/input";
import { contentDisposition } from "../../worker/storage/content-disposition";
import { docxBytes, notWordZipBytes, pdfBytes, pngBytes, zipBytes } from "../fixtures/documents";

describe("sniffDocumentKind", () => {
  it("recognises a PDF by its %PDF- header and a DOCX by Word's parts in the ZIP directory", () => {
    expect(sniffDocumentKind(pdfBytes())).toBe("pdf");
    expect(sniffDocumentKind(docxBytes())).toBe("docx");
  });

  it("refuses a PNG, a ZIP that is not a Word document, plain text and nothing at all", () => {
    expect(sniffDocumentKind(pngBytes())).toBeNull();
    expect(sniffDocumentKind(notWordZipBytes())).toBeNull();
    expect(sniffDocumentKind(new TextEncoder().encode("%PD not quite"))).toBeNull();
    expect(sniffDocumentKind(new Uint8Array(0))).toBeNull();
  });

  it("refuses a DOCX whose central directory was cut off", () => {
    const docx = docxBytes();
    expect(sniffDocumentKind(docx.subarray(0, docx.length - 30))).toBeNull();
  });

  it("finds Word's parts even behind a ZIP comment", () => {
    const docx = docxBytes();
    const comment = new TextEncoder().encode("komentar");
    const withComment = new Uint8Array(docx.length + comment.length);
    withComment.set(docx);
    withComment.set(comment, docx.length);
    new DataView(withComment.buffer).setUint16(docx.length - 2, comment.length, true);
    expect(sniffDocumentKind(withComment)).toBe("docx");
  });
});

describe("zipEntryNames", () => {
  it("lists the entries in order, UTF-8 names included", () => {
    expect(zipEntryNames(zipBytes({ "a.txt": "1", "mapa/ćevapi.xml": "2" }))).toEqual(["a.txt", "mapa/ćevapi.xml"]);
  });
});

describe("file names", () => {
  it("takes the last extension, lower-cased", () => {
    expect(fileExtension("Rezultati.PDF")).toBe("pdf");
    expect(fileExtension("x.pdf.exe")).toBe("exe");
    expect(fileExtension(".pdf")).toBe("");
    expect(fileExtension("bez-nastavka")).toBe("");
  });

  it("keeps a Croatian name for display and refuses path or control characters", () => {
    expect(cleanFileName("  Pravilnik  o natjecanjima – 2025.pdf ")).toBe("Pravilnik  o natjecanjima – 2025.pdf");
    expect(cleanFileName('Đurđevac: "rezultati"?.pdf')).toBe("Đurđevac_ _rezultati__.pdf");
    expect(cleanFileName("../../etc/passwd.pdf")).toBeNull();
    expect(cleanFileName("C:\\Users\\x.pdf")).toBeNull();
    expect(cleanFileName("a\u0000b.pdf")).toBeNull();
    expect(cleanFileName("a\nb.pdf")).toBeNull();
    expect(cleanFileName("..")).toBeNull();
    expect(cleanFileName(`${"a".repeat(300)}.pdf`)).toBeNull();
  });
});

describe("checkDocument", () => {
  it("accepts a PDF or a DOCX whose extension matches its bytes", () => {
    expect(checkDocument("Rezultati.pdf", pdfBytes())).toEqual({ ok: true, kind: "pdf", name: "Rezultati.pdf" });
    expect(checkDocument("Rezultati.DOCX", docxBytes())).toEqual({ ok: true, kind: "docx", name: "Rezultati.DOCX" });
  });

  it.each([
    ["slika.pdf", pngBytes(), "unsupported_type"],
    ["tablica.docx", notWordZipBytes(), "unsupported_type"],
    ["x.pdf.exe", pdfBytes(), "unsupported_type"],
    ["dokument.docx", pdfBytes(), "extension_mismatch"],
    ["dokument.pdf", docxBytes(), "extension_mismatch"],
    ["prazno.pdf", new Uint8Array(0), "empty_file"],
    ["a/b.pdf", pdfBytes(), "invalid_file_name"],
    ["", pdfBytes(), "invalid_file_name"],
  ])("refuses %s (%s)", (name, bytes, problem) => {
    expect(checkDocument(name, bytes)).toEqual({ ok: false, problem });
  });

  it("refuses a document over the size limit by its declared size", () => {
    expect(checkDocument("velik.pdf", pdfBytes(), MAX_DOCUMENT_BYTES + 1)).toEqual({
      ok: false,
      problem: "file_too_large",
    });
    expect(checkDocument("tocno.pdf", pdfBytes(), MAX_DOCUMENT_BYTES).ok).toBe(true);
  });
});

describe("contentDisposition", () => {
  it("gives an ASCII fallback and the exact UTF-8 name (RFC 6266 / 8187)", () => {
    expect(contentDisposition("inline", "Pravilnik č ž.pdf")).toBe(
      `inline; filename="Pravilnik c z.pdf"; filename*=UTF-8''Pravilnik%20%C4%8D%20%C5%BE.pdf`,
    );
  });

  it("cannot be broken out of by quotes, semicolons or backslashes in the name", () => {
    const header = contentDisposition("attachment", 'a"; filename=evil.exe\\.docx');
    expect(header).toBe(
      `attachment; filename="a__ filename=evil.exe_.docx"; filename*=UTF-8''a%22%3B%20filename%3Devil.exe%5C.docx`,
    );
  });
});

describe("bidi controls in a document's name", () => {
  // U+202E (right-to-left override) makes "evil\u202Efdp.exe.pdf" display as "evilfdp.exe.pdf" reversed.
  const disguised = ["evil\u202Efdp.exe.pdf", "a\u2066b.pdf", "x\u202Ay.docx"];

  it("refuses an uploaded file whose name holds one", () => {
    for (const name of disguised) expect(cleanFileName(name), JSON.stringify(name)).toBeNull();
    expect(cleanFileName("Pravilnik (2025).pdf")).toBe("Pravilnik (2025).pdf");
  });

  it("refuses a document's display name holding one, in every schema that stores one", () => {
    const base = { opis: "", dokument_url: "/documents/statut-saveza.pdf" };
    for (const naziv of disguised) {
      expect(dokumentSavezaSchema.safeParse({ ...base, naziv }).success).toBe(false);
      expect(
        natjecanjeSchema.safeParse({
          naziv: "Kup",
          datum_od: "2025-01-01",
          datum_do: "2025-01-01",
          lokacija: "Jarun",
          dokument_naziv: naziv,
        }).success,
      ).toBe(false);
    }
    expect(dokumentSavezaSchema.safeParse({ ...base, naziv: "Statut" }).success).toBe(true);
  });
});
