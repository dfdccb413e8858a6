// The Hasura metadata generator's entry point (scripts/hasura-generate.mjs loads it with Vite's module runner).
export { HasuraSchemaError, addedColumnsMigration, driftOf, generateHasura } from "./generate";
export { readCommitted, readMigrations, writeGenerated, writeMigration } from "./io";
