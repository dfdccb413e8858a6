import { z } from "zod";

/** The Google endpoint that publishes the public keys of Firebase ID tokens. */
export const GOOGLE_JWKS_URL =
  "https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com";
/** Upper bound (and default) for a call to Hasura, in milliseconds. */
export const HASURA_TIMEOUT_MS = 10_000;

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const hostPort = z.string().regex(/^[A-Za-z0-9.-]+:\d{1,5}$/, "must be host:port");

const jwks = z.object({ keys: z.array(z.record(z.string(), z.unknown())).min(1) });

const inlineJwks = optionalText.pipe(
  z
    .string()
    .transform((text, ctx) => {
      try {
        return jwks.parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: "custom", message: "must be a JWKS JSON object with keys[]" });
        return z.NEVER;
      }
    })
    .optional(),
);

const originList = optionalText.pipe(
  z
    .string()
    .transform((text) => text.split(",").map((o) => o.trim().replace(/\/$/, "")))
    .pipe(z.array(z.url({ protocol: /^https?$/ })))
    .optional(),
);

const schema = z
  .object({
    ENVIRONMENT: z.enum(["development", "test", "production"]),
    FIREBASE_PROJECT_ID: z.string().regex(/^[a-z0-9-]{4,40}$/, "must be a Firebase project id"),
    FIREBASE_AUTH_EMULATOR_HOST: optionalText.pipe(hostPort.optional()),
    /** Inline JWKS replacing Google's key endpoint: tests and the benchmark sign tokens with a local key. */
    TRUSTED_JWKS: inlineJwks,
    DATA_PROVIDER: optionalText.pipe(z.enum(["d1", "hasura"]).default("d1")),
    HASURA_GRAPHQL_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    HASURA_ADMIN_SECRET: optionalText,
    HASURA_TIMEOUT_MS: optionalText
      .transform((v) => (v === undefined ? HASURA_TIMEOUT_MS : Number(v)))
      .pipe(z.number().int().min(1).max(HASURA_TIMEOUT_MS)),
    /** Extra origins allowed to call the API cross-origin (comma-separated); none by default. */
    CORS_ALLOWED_ORIGINS: originList,
  })
  .superRefine((env, ctx) => {
    const production = env.ENVIRONMENT === "production";
    if (production && env.FIREBASE_AUTH_EMULATOR_HOST) {
      ctx.addIssue({ code: "custom", path: ["FIREBASE_AUTH_EMULATOR_HOST"], message: "is refused in production" });
    }
    if (production && env.TRUSTED_JWKS) {
      ctx.addIssue({ code: "custom", path: ["TRUSTED_JWKS"], message: "is refused in production" });
    }
    if (env.DATA_PROVIDER === "hasura" && (!env.HASURA_GRAPHQL_URL || !env.HASURA_ADMIN_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: ["DATA_PROVIDER"],
        message: "hasura needs HASURA_GRAPHQL_URL and HASURA_ADMIN_SECRET",
      });
    }
  });

/** The Worker's validated settings. */
export type Config = z.output<typeof schema>;

/** Thrown when a setting is missing or malformed; onError logs it and answers a generic 500. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

// One parse per env object, i.e. once per isolate in production (tests pass other env objects).
const parsed = new WeakMap<object, Config>();

/** Parses and caches the settings of `env`; throws ConfigError naming the bad settings (never their values). */
export function getConfig(env: object): Config {
  const cached = parsed.get(env);
  if (cached) return cached;
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".") || "env"} ${i.message}`);
    throw new ConfigError(`invalid Worker configuration: ${problems.join("; ")}`);
  }
  parsed.set(env, result.data);
  return result.data;
}
