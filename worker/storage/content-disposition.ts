// Content-Disposition for a stored document (RFC 6266 + RFC 8187). This module is pure: no I/O.

/** RFC 8187 percent-encoding of `value` for the `filename*` parameter (UTF-8). */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An ASCII stand-in for old clients: non-ASCII, quotes, backslashes and separators become "_". */
function asciiFallback(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // "č" → "c" rather than "_"
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D") // no decomposition in Unicode, so by hand
    .replace(/[^\x20-\x7e]|["\\/;%]/g, "_");
  return ascii.trim() || "dokument";
}

/** The header value: `inline` or `attachment`, an ASCII `filename` and the exact UTF-8 `filename*`. */
export function contentDisposition(type: "inline" | "attachment", name: string): string {
  return `${type}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
