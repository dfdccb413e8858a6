import { Hono } from "hono";
import type { AppEnv } from "./app-env";
import { authenticate } from "./auth/middleware";
import { ApiError, handleError } from "./errors";
import { config } from "./routes/config";
import { files } from "./routes/files";
import { graphql } from "./routes/graphql";
import { health } from "./routes/health";
import { najava } from "./routes/najava";
import { me } from "./routes/me";
import { apiCors, securityHeaders } from "./security/headers";

/** Assembles the Worker: every API resource is a small Hono app mounted here. */
export function createApp() {
  const app = new Hono<AppEnv>();
  app.use("*", securityHeaders());
  for (const path of ["/api/*", "/v1/*", "/sportski-zagreb/api/*"]) app.use(path, apiCors(), authenticate());
  app.route("/v1/graphql", graphql);
  app.route("/api/v1/health", health);
  app.route("/api/v1/config", config);
  app.route("/api/v1/me", me);
  app.route("/api/v1/files", files);
  app.route("/api/v1/najava", najava);
  // SPEC §7's form, /{product}/api/v1/najava; the route answers only for the slug of APP_NAME.
  app.route("/:product/api/v1/najava", najava);
  app.all("/api/*", () => {
    throw new ApiError(404, "not_found", "No such API route");
  });
  app.all("/v1/*", () => {
    throw new ApiError(404, "not_found", "No such API route");
  });
  app.notFound((c) => c.env.ASSETS.fetch(c.req.raw));
  app.onError(handleError);
  return app;
}
