// The Hasura metadata generator's entry point (scripts/hasura-generate.mjs loads it with Vite's module runner).
export { HasuraSchemaError, driftOf, generateHasura } from "./generate";
export { readCommitted, readMigrations, writeGenerated } from "./io";
