// Routes declared for the public API's OpenAPI document: `describe(route, handler)` mounts a route that
// zod-to-openapi can describe, checks its path and query parameters with the route's own zod schemas
// (@hono/zod-validator; a refusal is the catalogue's ApiError, `refuseParameter`) and keeps the declaration;
// `include(prefix, app)` mounts a described app and keeps its declarations under the prefix; `openApi31()`
// generates the document from them. This is @hono/zod-openapi's OpenAPIHono cut down to what the public API
// uses: that package hands zod's whole namespace to zod-to-openapi when it loads, which keeps every zod locale
// and JSON-schema module in the Worker (+78 KB gzip); extending only `z.ZodType` (./openapi-schemas.ts) costs 8.
import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
} from "@asteasolutions/zod-to-openapi";
import { zValidator } from "@hono/zod-validator";
import { Hono, type Env, type Handler, type MiddlewareHandler } from "hono";
import { mergePath } from "hono/utils/url";
import type { z } from "zod";
import { idParams, refusals, refuseParameter } from "./openapi-schemas";

/**
 * A route's declaration under `tag` (every route of the public API is a GET), its path and parameters kept as
 * literals for `c.req.valid` and the handler's params.
 */
export const getRoute = <const P extends string, const R extends Omit<RouteConfig, "method" | "path" | "tags">>(
  path: P,
  tag: string,
  route: R,
) => ({ method: "get" as const, path, tags: [tag], ...route }) satisfies RouteConfig;

/** A read of one row by the id in its path: `ok` its 200, a bad id 400, and what else it refuses (its 404 at least). */
export const byIdRoute = <
  const P extends string,
  const R extends { summary: string; description?: string },
  const A extends ResponseConfig,
  const F extends { [status: number]: string; 404: string },
>(
  path: P,
  tag: string,
  about: R,
  ok: A,
  refused: F,
) =>
  getRoute(path, tag, {
    ...about,
    request: { params: idParams },
    responses: { 200: ok, ...refusals({ 400: "invalid_id.", ...refused }) },
  });

/** `/natjecanja/{id}` (OpenAPI) as `/natjecanja/:id` (Hono), and back. */
export const honoPath = <P extends string>(path: P) => path.replace(/\{([^}]+)\}/g, ":$1") as HonoPath<P>;
const openApiPath = (path: string) => path.replace(/:([^/]+)/g, "{$1}");

type HonoPath<P extends string> = P extends `${infer Head}{${infer Name}}${infer Tail}`
  ? `${Head}:${Name}${HonoPath<Tail>}`
  : P;

/** What `c.req.valid(…)` gives a described route's handler: its parameters as their schemas output them. */
type Valid<R extends RouteConfig> = {
  out: (NonNullable<R["request"]>["query"] extends infer Q extends z.ZodType ? { query: z.output<Q> } : object) &
    (NonNullable<R["request"]>["params"] extends infer P extends z.ZodType ? { param: z.output<P> } : object);
};

/** The OpenAPI document's object fields outside `paths` and `components` (info, tags, servers…). */
type DocumentConfig = Parameters<OpenApiGeneratorV31["generateDocument"]>[0];

export class DescribedHono<E extends Env> extends Hono<E> {
  /** Every described route of this app and of the apps it mounted, at its path in this app. */
  readonly declared: RouteConfig[] = [];

  /** Mounts `route` with `handler`, its parameters checked by its schemas, and keeps its declaration. */
  describe<const R extends RouteConfig>(route: R, handler: Handler<E, HonoPath<R["path"]>, Valid<R>>): this {
    const validators: MiddlewareHandler[] = [];
    if (route.request?.params) validators.push(zValidator("param", route.request.params, refuseParameter));
    if (route.request?.query) validators.push(zValidator("query", route.request.query, refuseParameter));
    this.on([route.method.toUpperCase()], [honoPath(route.path)], ...validators, handler as Handler);
    this.declared.push(route);
    return this;
  }

  /** Mounts `app` at `prefix`, keeping its declarations (Hono's `route`, which would forget them). */
  include(prefix: string, app: Hono<E>): this {
    this.route(prefix, app);
    if (app instanceof DescribedHono) {
      for (const route of app.declared)
        this.declared.push({ ...route, path: mergePath(openApiPath(prefix), route.path) });
    }
    return this;
  }

  /** The OpenAPI 3.1 document of every described route. */
  openApi31(config: DocumentConfig) {
    const registry = new OpenAPIRegistry();
    for (const route of this.declared) registry.registerPath(route);
    return new OpenApiGeneratorV31(registry.definitions).generateDocument(config);
  }
}
