// The error type of a blank required field, shared by the field (web/components/field.tsx) and the forms'
// messages (./form-errors.ts) without either importing the other's code. Pure.

/** The error type of a blank required field: the form says 'Sva polja moraju biti ispunjena.' once. */
export const MISSING = "missing";
