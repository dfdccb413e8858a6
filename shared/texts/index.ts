// Every text the interface shows, in one catalogue, quoted from ../shared/SPEC.md to the letter
// (Croatian and English as the spec has them). Texts the spec does not give are marked "ours".
// One file per area, one naming scheme: every export is `T_<AREA>` (an object of texts) except
// `PRODUCT`, the product's name. Pure: no I/O. Home and the app's shell import ./home directly, so
// that the home route's first load carries no other screen's texts.

export * from "./home";
export * from "./staff";
export * from "./errors";
export * from "./audit";
export * from "./savez";
export * from "./admin";
export * from "./account";
export * from "./membership";
export * from "./javno";
export * from "./liga";
export * from "./klubovi";
export * from "./lige";
// An entity's texts live in its folder, so that adding a field is an edit of the folder alone.
export * from "../entities/natjecanje/texts";
export * from "../entities/feed/texts";
export * from "../entities/membership/texts";
// Clubs, athletes, licences and transfers on screen (issue 29).
export * from "./moj-klub";
export * from "./prijave";
export * from "./prijave-savez";
export * from "./lige-ekrani";
export * from "./lige-osoblje";
// Medical examinations (issue 50 item 4).
export * from "./lijecnicki";
