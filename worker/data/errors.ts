// What the data layer refuses, in its own terms; the GraphQL and HTTP layers above map these to their codes.

export type DataErrorCode = "forbidden" | "version_conflict" | "not_found" | "bad_reference";

export class DataError extends Error {
  constructor(
    readonly code: DataErrorCode,
    message: string,
    /** The input field a refusal is about (a missing referenced row), as a dotted path. */
    readonly field?: string,
  ) {
    super(message);
    this.name = "DataError";
  }
}
