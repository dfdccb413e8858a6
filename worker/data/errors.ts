// What the data layer refuses, in its own terms; the GraphQL and HTTP layers above map these to their codes.
import { T_API, T_KLUBOVI, T_STAFF } from "../../shared/texts";

export type DataErrorCode = "forbidden" | "version_conflict" | "not_found" | "bad_reference" | "invalid";

export class DataError extends Error {
  constructor(
    readonly code: DataErrorCode,
    message: string,
    /** The input field a refusal is about (a missing referenced row, a missing choice), as a dotted path. */
    readonly field?: string,
  ) {
    super(message);
    this.name = "DataError";
  }
}

/** A refusal for want of a permission. Every data-layer message is written to be shown to the caller. */
export const NO_PERMISSION = T_API.noPermission;

/** Why staff of one federation are refused a row of another: safe and useful to show. */
export const NOT_YOUR_FEDERATION = T_API.notYourFederation;

/** A stale version (409): the spec'd text the SPA shows beside its reload button. */
export const VERSION_CONFLICT = T_STAFF.sukobVerzija;

/** Why a club's official is refused another club's row. */
export const NOT_YOUR_CLUB = T_KLUBOVI.notYourClub;
