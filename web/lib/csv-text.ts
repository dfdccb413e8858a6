// A CSV file's text as Croatian spreadsheets really save it: UTF-16 by its BOM, UTF-8 with or without a BOM,
// or Windows-1250 (what Excel saves on a Croatian Windows). Shared by the competitors' and the register's import.
// This module is pure: no I/O; the bytes come from the caller.

/** Text from a file's bytes: UTF-16 by its BOM, else strict UTF-8 (BOM dropped), else Windows-1250. */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Not valid UTF-8: a Croatian Windows export. Every byte is defined in windows-1250, so this cannot fail.
    return new TextDecoder("windows-1250").decode(bytes);
  }
}
