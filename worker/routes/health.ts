import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { APP_VERSION } from "../../shared/constants";

/** Liveness: no I/O, so it doubles as the benchmark baseline. */
export const health = new Hono<AppEnv>().get("/", (c) =>
  c.json({
    status: "ok",
    version: APP_VERSION,
    dataProvider: c.env.DATA_PROVIDER ?? "d1",
    aiProvider: c.env.AI_PROVIDER ?? "local",
  }),
);
