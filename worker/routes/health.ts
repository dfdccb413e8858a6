import type { AppEnv } from "../app-env";
import { APP_VERSION } from "../../shared/constants";
import { DescribedHono, getRoute } from "./openapi-hono";
import { healthAnswer, jsonContent } from "./openapi-schemas";

const healthRoute = getRoute("/", "Sustav", {
  summary: "Liveness",
  description: "The running version and the configured data and AI providers.",
  responses: { 200: jsonContent(healthAnswer, "The Worker answers.") },
});

/** Liveness: no I/O, so it doubles as the benchmark baseline. */
export const health = new DescribedHono<AppEnv>().describe(healthRoute, (c) =>
  c.json({
    status: "ok",
    version: APP_VERSION,
    dataProvider: c.env.DATA_PROVIDER ?? "d1",
    aiProvider: c.env.AI_PROVIDER ?? "local",
  }),
);
