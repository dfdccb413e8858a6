// Refusals shared by many screens and routes: sign-in, files, photos, field validation, limits, idempotency.
// Part of the one catalogue (shared/texts/index.ts); pure, no I/O.

/** §8 Firebase Auth error codes and their messages; anything else is `authUnexpected`. */
export const T_AUTH_ERRORS: Record<string, string> = {
  "auth/invalid-credential": "Invalid credential provided. Please check your credentials and try again.",
  "auth/invalid-email": "The email address is badly formatted. Please check and try again.",
  "auth/invalid-verification-code": "The verification code is invalid. Please check and try again.",
  "auth/invalid-verification-id": "The verification ID is invalid. Please check and try again.",
  "auth/operation-not-allowed": "The operation is not allowed. Please contact support.",
  "auth/email-already-in-use":
    "The email address is already in use by another account. Please use a different email address.",
  "auth/weak-password": "The password is too weak. Please choose a stronger password.",
};

export const T_AUTH_UNEXPECTED = "An unexpected error occurred.";

/** §5 File-drop checks (react-dropzone's texts). */
export const T_FILE_ERRORS = {
  type: (accepted: string) => `File type must be ${accepted}`,
  tooLarge: (bytes: number) => `File is larger than ${bytes} bytes`,
  tooSmall: (bytes: number) => `File is smaller than ${bytes} bytes`,
  tooMany: "Too many files",
} as const;

/** Document upload refusals (ours: the spec shows none), by the problem code of shared/document-file.ts. */
export const T_DOCUMENT_ERRORS = {
  empty_file: "Datoteka je prazna.",
  invalid_file_name: "Naziv datoteke nije dopušten.",
  file_too_large: "Datoteka je veća od 10 MB.",
  unsupported_type: "Datoteka nije ispravan PDF ili DOCX dokument.",
  extension_mismatch: "Nastavak datoteke ne odgovara njezinom sadržaju (dopušteni su PDF i DOCX).",
} as const;

/** Logo (image) upload refusals (ours), by the problem code of shared/image-file.ts. */
export const T_IMAGE_ERRORS = {
  empty_file: T_DOCUMENT_ERRORS.empty_file,
  invalid_file_name: T_DOCUMENT_ERRORS.invalid_file_name,
  file_too_large: "Slika je veća od 1 MB.",
  unsupported_type: "Datoteka nije ispravna slika (dopušteni su PNG, JPEG, WebP i SVG).",
  extension_mismatch: "Nastavak datoteke ne odgovara njezinom sadržaju (dopušteni su PNG, JPEG, WebP i SVG).",
} as const;

/** An announcement's picture: a photo (PNG, JPEG or WebP), never an SVG; the other refusals as for any image. */
export const T_PHOTO_ERRORS = {
  ...T_IMAGE_ERRORS,
  unsupported_type: "Datoteka nije ispravna slika (dopušteni su PNG, JPEG i WebP).",
  extension_mismatch: "Nastavak datoteke ne odgovara njezinom sadržaju (dopušteni su PNG, JPEG i WebP).",
} as const;

/** Membership photo refusals (issue 15; ours), by the problem code of shared/image-file.ts. */
export const T_MEMBERSHIP_PHOTO_ERRORS = {
  ...T_PHOTO_ERRORS,
  file_too_large: "Fotografija je veća od 2 MB.",
  unsupported_type: "Datoteka nije ispravna fotografija (dopušteni su PNG, JPEG i WebP).",
} as const;

/** Field messages of the shared input schemas (shared/schemas; ours: the spec shows none). */
export const T_VALIDATION = {
  required: "Obavezno polje.",
  tooShort: (min: number) => `Najmanje ${min} znakova.`,
  tooLong: (max: number) => `Najviše ${max} znakova.`,
  isoDate: "Datum mora biti u obliku GGGG-MM-DD.",
  badId: "Neispravan identifikator.",
  /** A referenced row (e.g. the competition of a result) does not exist. */
  notFound: "Ne postoji.",
  noCompetitors: "Nema natjecatelja za unos.",
  tooManyCompetitors: (max: number) => `Najviše ${max} natjecatelja odjednom.`,
  mjestoInteger: "Mjesto mora biti cijeli broj veći od 0.",
  bodoviNumber: "Bodovi moraju biti broj.",
  emptyStandings: "Poredak ne može biti prazan.",
  badDocumentUrl: "Neispravna poveznica na dokument.",
  badDocumentKey: "Dokument nije učitan na poslužitelj.",
  badLogoKey: "Logotip nije učitan na poslužitelj.",
  badSlikaKey: "Slika nije učitana na poslužitelj.",
  badSlug: "Samo mala slova bez dijakritika, brojke i crtice (npr. zagrebacki-savez).",
  badEmail: "Neispravna adresa e-pošte.",
  badUrl: "Adresa mora počinjati s http:// ili https://.",
  /** A federation row must name one the caller works for. */
  chooseSavez: "Odaberite savez.",
  /** A value that must be unique (a federation's address) is already used. */
  taken: "Već je zauzeto.",
  /**
   * ours (issue 44): a row's federation is its parent's (an athlete's is their club's, a result's its
   * competition's); an edit naming another one is refused.
   */
  savezIzRoditelja: "Savez se ne mijenja zasebno: zapis pripada savezu svog kluba ili natjecanja.",
  /** ours: NUL and other control characters, or broken UTF-16 (a binary file read as text). */
  badCharacters: "Tekst sadrži nedopuštene znakove.",
  /** ours: a name holding a bidi control (U+202E and the like), which would show it as another name. */
  bidiControls:
    "Ime sadrži nevidljive znakove za smjer pisanja (npr. U+202E) koji ga prikazuju drukčije nego što je upisano. Upišite ga ponovno bez njih.",
} as const;

/** 429 refusals of the rate limits (ours; worker/security/rate-limit.ts), by what was limited. */
export const T_RATE_LIMIT = {
  write: "Previše izmjena u kratkom vremenu. Pričekajte minutu pa pokušajte ponovno.",
  upload: "Previše prijenosa datoteka u kratkom vremenu. Pričekajte minutu pa pokušajte ponovno.",
  export: "Previše preuzimanja podataka u kratkom vremenu. Pričekajte minutu pa pokušajte ponovno.",
  ip: "Previše zahtjeva s vaše mreže u kratkom vremenu. Pričekajte minutu pa pokušajte ponovno.",
  anon: "Previše zahtjeva s vaše mreže u kratkom vremenu. Pričekajte minutu pa pokušajte ponovno.",
} as const;

/** Idempotency-Key refusals of creates (ours; worker/data/idempotency.ts, worker/routes/graphql.ts). */
export const T_IDEMPOTENCY = {
  malformed: "The Idempotency-Key header must be 1 to 255 visible ASCII characters.",
  mismatch: "This Idempotency-Key was already used with a different request; send a new key for a new request.",
  inProgress: "A request with this Idempotency-Key is still being processed; retry in a moment.",
  /** The create committed but its answer could not be stored: retrying cannot help, reading the data does. */
  answerLost:
    "The request with this Idempotency-Key was carried out, but its answer was not kept; read the data again instead of retrying.",
} as const;

/** A row linking a stored file that is not its to link (worker/data/file-links.ts), shown at the file's field. */
export const T_FILE_LINK = {
  /** The key was not uploaded by this row's federation (or by the caller), or is no longer stored. */
  notYours: "Datoteka nije učitana za ovaj savez. Učitajte je ponovno.",
  /** Another row already links the key: each stored file belongs to one row. */
  taken: "Datoteku već koristi drugi zapis. Učitajte je ponovno.",
} as const;

/** A request body over its limit (413; worker/security/body-limits.ts decides the limit, `limit` reads "64 KB", "4 MB"). */
export const T_BODY_LIMIT = {
  tooLarge: (limit: string) => `Zahtjev je prevelik: najviše ${limit}. Podijelite podatke na manje dijelove.`,
} as const;

/**
 * The API's own refusals (JSON `{error:{code,message}}` and GraphQL errors) that no screen's text covers. They
 * stay in English as they were written: a screen shows its own text by the error's code (web/lib/form-errors.ts).
 */
export const T_API = {
  signInFirst: "Sign in first.",
  signInToDoThis: "Sign in to do this.",
  tokenRefused: "The sign-in token is invalid or expired. Sign in again.",
  authUnavailable: "Sign-in cannot be checked right now. Try again shortly.",
  noPermission: "You do not have permission to do this.",
  notYourFederation: "You are not staff of that federation.",
  onlyAdminsManageRoles: "Only admins manage roles.",
  invalidInput: "The input is not valid.",
  editNamesVersion: "An edit names the row by id and the version it read.",
  upstreamFailed: "The data service answered with an error.",
  noSuchRoute: "No such API route",
  badRequest: "Bad request",
  internal: "Internal server error",
  bodyNotJson: "The request body must be JSON.",
  bodyInvalid: "The request body is invalid.",
  tooManyRewrites: "Too many AI rewrites; try again in a minute.",
} as const;
