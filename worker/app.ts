import { Hono, type Context } from "hono";
import { API, API_SCOPES, PRODUCT_API_SCOPE, ROUTES } from "../shared/paths";
import type { AppEnv } from "./app-env";
import { authenticate } from "./auth/middleware";
import { ApiError, handleError } from "./errors";
import { admin } from "./routes/admin";
import { graphql } from "./routes/graphql";
import { najava } from "./routes/najava";
import { me } from "./routes/me";
import { meData } from "./routes/me-data";
import { apiCors, securityHeaders } from "./security/headers";
import { anonymousRateLimit, ipRateLimit, userRateLimit } from "./security/rate-limit";
import { requestLog } from "./security/request-log";
import { homePage } from "./routes/home-data";
import { publicPages } from "./routes/public-pages";
import { d1Session } from "./storage/d1-session";
import { revizija } from "./routes/revizija";
import { pages } from "./routes/pages";
import { sitemap } from "./routes/sitemap";
import { clanstva, iskaznice } from "./routes/clanstva";
import { ligeApi } from "./routes/lige";
import { prijaveApi } from "./routes/prijave";
import { publicApi } from "./routes/openapi";
import { kluboviStranice } from "./routes/klubovi";
import { pwaFiles } from "./routes/pwa-files";
import { T_API } from "../shared/texts";

/** Assembles the Worker: every API resource is a small Hono app mounted here. */
export function createApp() {
  const app = new Hono<AppEnv>();
  app.use("*", securityHeaders(), requestLog());
  for (const path of [...API_SCOPES, PRODUCT_API_SCOPE]) {
    app.use(path, apiCors(), ipRateLimit(), d1Session(), authenticate(), userRateLimit());
  }
  // Card verification reaches the database on every request: anonymous callers are limited per IP.
  app.use(API.provjera.replace(":token", "*"), anonymousRateLimit());
  app.route(API.graphql, graphql);
  // The public reads (competitions, events, calendars, card verification, files, health, config) and their
  // OpenAPI document: /api/v1/openapi.json, /api/v1/docs.
  app.route("/", publicApi);
  app.route("/", kluboviStranice);
  app.route(API.me, me);
  app.route(API.me, meData);
  app.route(API.najava, najava);
  app.route(API.admin, admin);
  app.route(API.revizija, revizija);
  app.route(API.iskaznice, iskaznice);
  app.route(API.clanstva, clanstva);
  app.route(API.lige, ligeApi);
  app.route(API.prijave, prijaveApi);
  // SPEC §7's form, /{product}/api/v1/najava; the route answers only for the slug of APP_NAME.
  app.route(API.productNajava, najava);
  for (const scope of API_SCOPES) {
    app.all(scope, () => {
      throw new ApiError(404, "not_found", T_API.noSuchRoute);
    });
  }
  // `/` carries the home feed in its HTML (issue 17); the public pages are rendered by React (issue 32); every
  // other page is the SPA's index.html as it is.
  const internal = (c: Context<AppEnv>) => (request: Request) => app.fetch(request, c.env, c.executionCtx);
  app.get(ROUTES.home, (c) => homePage(c, internal(c)));
  app.route("/", publicPages(internal));
  // sitemap.xml and robots.txt for search engines.
  app.route("/", sitemap);
  app.route("/", pages);
  // The service worker and the manifest, never kept stale by a cache (the app's offline copy, issue 15).
  app.route("/", pwaFiles);
  app.notFound((c) => c.env.ASSETS.fetch(c.req.raw));
  app.onError(handleError);
  return app;
}
