import { describe, expect, it } from "vitest";
import {
  IMAGE_DROPZONE_ACCEPT,
  IMAGE_KEY,
  IMAGE_MIME,
  IMAGE_PROBLEMS,
  MAX_LOGO_BYTES,
  PHOTO_DROPZONE_ACCEPT,
  PHOTO_KEY,
  checkImage,
  checkPhoto,
  sniffImageKind,
  startsWithSvgRoot,
} from "../../shared/image-file";
import { API, imageUploadUrl, imageUrl } from "../../shared/paths";
import { T_IMAGE_ERRORS } from "../../shared/texts";
import { pdfBytes } from "../fixtures/documents";

const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
const text = (s: string) => new TextEncoder().encode(s);

// A 1×1 PNG (70 bytes), a 1×1 lossless WebP and a 1×1 JPEG, all complete and decodable.
const PNG = fromBase64(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mM4w8DwHwAENAHM7EKZhwAAAABJRU5ErkJggg==",
);
const WEBP = fromBase64("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==");
const JPEG = fromBase64(
  "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
);
const SVG = text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="4" cx="5" cy="5"/></svg>');

/** An SVG as editors save it: a BOM, an XML declaration, a comment and the SVG 1.1 doctype. */
const EDITOR_SVG = new Uint8Array([
  0xef,
  0xbb,
  0xbf,
  ...text(
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' +
      "<!-- Generator: Adobe Illustrator 27.0, SVG Export Plug-In -->\n" +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      '<svg version="1.1"\n  xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>\n',
  ),
]);

describe("checkImage: what is accepted", () => {
  const cases: [string, Uint8Array, string][] = [
    ["logo.png", PNG, "png"],
    ["logo.jpg", JPEG, "jpg"],
    ["Logo Saveza.JPEG", JPEG, "jpg"],
    ["logo.webp", WEBP, "webp"],
    ["logo.svg", SVG, "svg"],
    ["grb.svg", EDITOR_SVG, "svg"],
  ];
  it.each(cases)("%s", (name, bytes, kind) => {
    expect(checkImage(name, bytes)).toEqual({ ok: true, kind, name });
  });

  it("accepts an SVG with an internal doctype subset, comments after the doctype and a self-closing root", () => {
    const svg = text(
      '<?xml version="1.0"?><!DOCTYPE svg [ <!ENTITY ns "http://www.w3.org/2000/svg"> ]>\n<!-- a -->\n<!-- b --><svg/>',
    );
    expect(checkImage("a.svg", svg)).toMatchObject({ ok: true, kind: "svg" });
  });

  it("accepts exactly 1 MiB", () => {
    const exact = new Uint8Array(MAX_LOGO_BYTES);
    exact.set(PNG);
    expect(checkImage("velik.png", exact)).toMatchObject({ ok: true, kind: "png" });
  });
});

describe("checkImage: what is refused", () => {
  const cases: [string, string, Uint8Array, keyof typeof T_IMAGE_ERRORS][] = [
    ["a PNG renamed .svg", "logo.svg", PNG, "extension_mismatch"],
    ["a JPEG renamed .png", "logo.png", JPEG, "extension_mismatch"],
    ["an SVG renamed .webp", "logo.webp", SVG, "extension_mismatch"],
    [
      "an HTML page named .svg",
      "logo.svg",
      text("<!doctype html><html><body><svg></svg></body></html>"),
      "unsupported_type",
    ],
    ["an HTML doctype before an <svg>", "logo.svg", text("<!DOCTYPE html><svg></svg>"), "unsupported_type"],
    ["a text with <script> but no <svg> root", "logo.svg", text("<script>alert(1)</script>"), "unsupported_type"],
    [
      "an <svg> that is not the root",
      "logo.svg",
      text('<html xmlns="http://www.w3.org/1999/xhtml"><svg><script>alert(1)</script></svg></html>'),
      "unsupported_type",
    ],
    [
      "a processing instruction before the root",
      "a.svg",
      text('<?xml-stylesheet href="x.xsl"?><svg/>'),
      "unsupported_type",
    ],
    ["an <svgx> root", "logo.svg", text("<svgx></svgx>"), "unsupported_type"],
    ["an unterminated comment", "logo.svg", text("<!-- <svg>"), "unsupported_type"],
    [
      "an SVG that is not UTF-8",
      "logo.svg",
      new Uint8Array([...text("<svg><text>"), 0xe8, ...text("</text></svg>")]),
      "unsupported_type",
    ],
    [
      "a UTF-16 SVG",
      "logo.svg",
      new Uint8Array([0xff, 0xfe, ...[..."<svg/>"].flatMap((ch) => [ch.charCodeAt(0), 0])]),
      "unsupported_type",
    ],
    ["a PDF named .png", "logo.png", pdfBytes(), "unsupported_type"],
    ["a GIF", "logo.gif", text("GIF89a"), "unsupported_type"],
    ["a double extension", "logo.png.exe", PNG, "unsupported_type"],
    ["no extension", "logo", PNG, "unsupported_type"],
    ["a RIFF that is not WebP", "zvuk.webp", text("RIFF\u0000\u0000\u0000\u0000WAVEfmt "), "unsupported_type"],
    ["zero bytes", "logo.png", new Uint8Array(0), "empty_file"],
    ["a path in the name", "../logo.png", PNG, "invalid_file_name"],
    ["no name", "", PNG, "invalid_file_name"],
  ];
  it.each(cases)("%s", (_label, name, bytes, problem) => {
    expect(checkImage(name, bytes)).toEqual({ ok: false, problem });
  });

  it("refuses more than 1 MiB, by its bytes or by its declared size", () => {
    const big = new Uint8Array(MAX_LOGO_BYTES + 1);
    big.set(PNG);
    expect(checkImage("velik.png", big)).toEqual({ ok: false, problem: "file_too_large" });
    expect(checkImage("velik.svg", SVG, MAX_LOGO_BYTES + 1)).toEqual({ ok: false, problem: "file_too_large" });
  });

  it("reads 1 MB of whitespace in one pass", () => {
    const started = performance.now();
    expect(startsWithSvgRoot(`${" ".repeat(MAX_LOGO_BYTES)}x`)).toBe(false);
    expect(startsWithSvgRoot(`${"<!---->".repeat(100_000)}<svg>`)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("sniffImageKind", () => {
  it("recognises each kind by its bytes and nothing else", () => {
    expect(sniffImageKind(PNG)).toBe("png");
    expect(sniffImageKind(JPEG)).toBe("jpg");
    expect(sniffImageKind(WEBP)).toBe("webp");
    expect(sniffImageKind(SVG)).toBe("svg");
    expect(sniffImageKind(PNG.subarray(0, 7))).toBeNull();
    expect(sniffImageKind(new Uint8Array(0))).toBeNull();
  });
});

describe("keys, types, statuses, texts and paths", () => {
  it("names a stored image by a v4 uuid and its kind only", () => {
    const uuid = "0b0e8a3e-3c1f-4d6e-9a3b-1f2e3d4c5b6a";
    for (const ext of ["png", "jpg", "webp", "svg"]) expect(IMAGE_KEY.test(`${uuid}.${ext}`)).toBe(true);
    for (const key of [`${uuid}.jpeg`, `${uuid}.pdf`, `${uuid}.svg.html`, "logo.png", `../${uuid}.png`]) {
      expect(IMAGE_KEY.test(key), key).toBe(false);
    }
  });

  it("serves each kind with its image type", () => {
    expect(IMAGE_MIME).toEqual({ png: "image/png", jpg: "image/jpeg", webp: "image/webp", svg: "image/svg+xml" });
    expect(IMAGE_DROPZONE_ACCEPT["image/jpeg"]).toEqual([".jpg", ".jpeg"]);
  });

  it("answers each refusal with the document statuses and a Croatian text", () => {
    expect(IMAGE_PROBLEMS).toEqual({
      empty_file: 400,
      invalid_file_name: 400,
      file_too_large: 413,
      unsupported_type: 415,
      extension_mismatch: 415,
    });
    expect(Object.keys(T_IMAGE_ERRORS).sort()).toEqual(Object.keys(IMAGE_PROBLEMS).sort());
    expect(T_IMAGE_ERRORS.file_too_large).toBe("Slika je veća od 1 MB.");
  });

  it("builds the image URLs under the files path", () => {
    const key = "0b0e8a3e-3c1f-4d6e-9a3b-1f2e3d4c5b6a.svg";
    expect(API.images).toBe("/api/v1/files/slike");
    expect(imageUrl(key)).toBe(`/api/v1/files/slike/${key}`);
    expect(imageUploadUrl("Grb saveza č.svg")).toBe("/api/v1/files/slike?name=Grb%20saveza%20%C4%8D.svg");
  });
});

describe("checkPhoto: an announcement's picture is a photo, never an SVG", () => {
  it.each([
    ["slika.png", PNG, "png"],
    ["slika.jpeg", JPEG, "jpg"],
    ["slika.webp", WEBP, "webp"],
  ] as const)("accepts %s", (name, bytes, kind) => {
    expect(checkPhoto(name, bytes)).toEqual({ ok: true, kind, name });
  });

  it.each([
    ["a plain SVG", SVG],
    ["an SVG as editors save it", EDITOR_SVG],
  ])("refuses %s as a type not accepted", (_label, bytes) => {
    expect(checkPhoto("slika.svg", bytes)).toEqual({ ok: false, problem: "unsupported_type" });
  });

  it("refuses what checkImage refuses, for the same reason", () => {
    expect(checkPhoto("slika.png", pdfBytes())).toEqual(checkImage("slika.png", pdfBytes()));
    expect(checkPhoto("slika.png", new Uint8Array(0))).toEqual({ ok: false, problem: "empty_file" });
  });

  it("keys and the drop area's accept list leave SVG out", () => {
    expect(PHOTO_KEY.test("0f8fad5b-d9cb-469f-a165-70867728950e.webp")).toBe(true);
    expect(PHOTO_KEY.test("0f8fad5b-d9cb-469f-a165-70867728950e.svg")).toBe(false);
    expect(Object.keys(PHOTO_DROPZONE_ACCEPT).sort()).toEqual(["image/jpeg", "image/png", "image/webp"]);
  });
});
