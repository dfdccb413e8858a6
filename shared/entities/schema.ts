// The Drizzle tables, for drizzle-kit (migrations are generated from these) and the Worker's queries.
export { users } from "./user";
export { memberships, membershipRegisters } from "./membership";
export { feedTable } from "./feed";
export { natjecanjaTable } from "./natjecanje";
export { rezultatiTable } from "./rezultat";
export { dokumentiSavezaTable } from "./dokument-saveza";
export { natjecateljiTable } from "./natjecatelj";
export { natjecanjaDokumentiTable } from "./dokument-rezultata";
export { auditLog } from "./audit";
export { savezi } from "./savez";
export { staffSavezi, pozivnice } from "./roles";
export { idempotencyKeys } from "./idempotency";
export { prijaveTable } from "./prijava";
export { uploads } from "./upload";
