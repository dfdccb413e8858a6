import type { AppEnv } from "../app-env";
import { APP_VERSION } from "../../shared/constants";
import type { PublicConfig } from "../../shared/types";
import { DescribedHono, getRoute } from "./openapi-hono";
import { configAnswer, jsonContent } from "./openapi-schemas";

const configRoute = getRoute("/", "Sustav", {
  summary: "The SPA's configuration",
  description: "What the SPA needs to start Firebase Auth; cacheable for a minute.",
  responses: { 200: jsonContent(configAnswer, "The public configuration.") },
});

/**
 * What the SPA needs to start Firebase Auth, read at run time so one build serves every environment.
 * Everything here is public by nature (the Firebase web API key is an identifier, not a secret).
 */
export const config = new DescribedHono<AppEnv>().describe(configRoute, (c) => {
  const projectId = c.env.FIREBASE_PROJECT_ID;
  const body: PublicConfig = {
    appName: c.env.APP_NAME,
    version: APP_VERSION,
    firebase: {
      apiKey: c.env.FIREBASE_API_KEY,
      projectId,
      authDomain: `${projectId}.firebaseapp.com`,
      emulatorHost: c.env.ENVIRONMENT === "production" ? null : c.env.FIREBASE_AUTH_EMULATOR_HOST || null,
    },
  };
  return c.json(body, 200, { "cache-control": "public, max-age=60" });
});
