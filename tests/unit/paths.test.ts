// shared/paths.ts is the one list of routes: these tests keep the router, the links in web/ and wrangler.toml
// (which cannot import TypeScript) in step with it.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, expectTypeOf, it, vi } from "vitest";
import {
  ACCOUNT_ROUTES,
  ADMIN_ROUTES,
  API,
  API_SCOPES,
  PRODUCT_API_SCOPE,
  PRODUCT_SLUG,
  PUBLIC_ROUTES,
  ROUTE_AREA,
  ROUTES,
  STAFF_ROUTES,
  documentUploadUrl,
  documentUrl,
  fill,
  type ParamName,
} from "../../shared/paths";
import { routes } from "../../web/app/router";
import { productSlug } from "../../worker/routes/najava";

// The router's eager screens need a browser (their stores read localStorage at import); the route table does not.
vi.mock("../../web/features/home/home-page", () => ({ HomePage: () => null }));
vi.mock("../../web/app/root-layout", () => ({ RootLayout: () => null }));
vi.mock("../../web/app/route-error", () => ({ RouteError: () => null }));
vi.mock("../../web/components/ui/loading-screen", () => ({ LoadingScreen: () => null }));

const root = fileURLToPath(new URL("../../", import.meta.url));

/** A Hono/wrangler-style glob as a RegExp: `*` is any run of characters. */
function globRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
  return new RegExp(`^${escaped}$`);
}

/** A concrete path for a pattern: every `:param` becomes a sample value. */
function sample(pattern: string): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    name === "product" ? PRODUCT_SLUG : `sample-${name}`,
  );
}

/** The absolute path of every route in a react-router tree (index routes are their parent's path). */
function routePaths(tree: RouteObject[], parent = ""): string[] {
  return tree.flatMap((route) => {
    const own = route.path ?? "";
    const path = own.startsWith("/") ? own : `${parent.replace(/\/$/, "")}/${own}`.replace(/\/+$/, "") || "/";
    const here = route.index ? [parent || "/"] : route.path !== undefined ? [path] : [];
    const base = route.path !== undefined ? path : parent;
    return [...here, ...routePaths(route.children ?? [], base)];
  });
}

describe("shared/paths", () => {
  it("has unique, absolute SPA routes, each in exactly one area", () => {
    const groups = [PUBLIC_ROUTES, ACCOUNT_ROUTES, STAFF_ROUTES, ADMIN_ROUTES];
    const names = groups.flatMap((g) => Object.keys(g));
    expect(new Set(names).size).toBe(names.length);
    const values = Object.values(ROUTES);
    expect(new Set(values).size).toBe(values.length);
    for (const path of values) expect(path).toMatch(/^\/([a-z0-9-]+|:[A-Za-z0-9_]+)?(\/([a-z0-9-]+|:[A-Za-z0-9_]+))*$/);
    expect(Object.keys(ROUTE_AREA).sort()).toEqual(Object.keys(ROUTES).sort());
    expect(ROUTE_AREA.unosRezultata).toBe("staff");
    expect(ROUTE_AREA.dashboard).toBe("account");
    expect(ROUTE_AREA.home).toBe("public");
    expect(ROUTE_AREA.adminLjudi).toBe("admin");
  });

  it("keeps every SPA route out of the API scopes (the Worker would answer it, never the SPA)", () => {
    const scopes = [...API_SCOPES, PRODUCT_API_SCOPE].map(globRegExp);
    for (const path of Object.values(ROUTES)) {
      expect(
        scopes.some((scope) => scope.test(sample(path))),
        path,
      ).toBe(false);
    }
  });

  it("puts every API path inside an API scope (CORS, authentication and the JSON 404 apply)", () => {
    const scopes = [...API_SCOPES, PRODUCT_API_SCOPE].map(globRegExp);
    for (const path of Object.values(API)) {
      expect(
        scopes.some((scope) => scope.test(sample(path))),
        path,
      ).toBe(true);
    }
  });

  it("fills parameters, URL-encoded, and is typed from the pattern", () => {
    expect(fill("/natjecanja/:id", { id: 7 })).toBe("/natjecanja/7");
    expect(fill("/savezi/:slug/clanovi/:clan", { slug: "hns i/ili", clan: "a?b" })).toBe(
      "/savezi/hns%20i%2Fili/clanovi/a%3Fb",
    );
    expect(fill(ROUTES.dashboard, {})).toBe("/dashboard");
    expect(fill(API.productNajava, { product: PRODUCT_SLUG })).toBe("/sportski-zagreb/api/v1/najava");
    expectTypeOf<ParamName<"/savezi/:slug/clanovi/:clan">>().toEqualTypeOf<"slug" | "clan">();
    expectTypeOf<ParamName<typeof API.file>>().toEqualTypeOf<"key">();
    expectTypeOf<ParamName<typeof ROUTES.home>>().toEqualTypeOf<never>();
    // @ts-expect-error: the pattern names :id, not :slug
    expect(() => fill("/natjecanja/:id", { slug: "x" })).toThrow(/:id/);
  });

  it("builds the document URLs the Worker returns and the SPA links to", () => {
    const key = "0b0e8a3e-3c1f-4d6e-9a3b-1f2e3d4c5b6a.pdf";
    expect(documentUrl(key)).toBe(`/api/v1/files/${key}`);
    expect(documentUrl("a b/c")).toBe("/api/v1/files/a%20b%2Fc");
    expect(documentUploadUrl("Pravilnik 2026 č.pdf")).toBe("/api/v1/files?name=Pravilnik%202026%20%C4%8D.pdf");
  });

  it("names the product scope after the slug of the default APP_NAME in wrangler.toml", () => {
    const appName = readFileSync(join(root, "wrangler.toml"), "utf8").match(/^APP_NAME\s*=\s*"([^"]*)"/m)?.[1];
    expect(appName).toBeDefined();
    expect(productSlug(appName!)).toBe(PRODUCT_SLUG);
  });
});

describe("the router (web/app/router.tsx)", () => {
  it("registers exactly the SPA routes of shared/paths, plus the 404 catch-all", () => {
    const registered = routePaths(routes);
    const expected = ["/", ...Object.values(ROUTES), "/*"];
    expect([...new Set(registered)].sort()).toEqual([...new Set(expected)].sort());
  });

  it("resolves every route to its own screen, not to the 404 catch-all", () => {
    for (const path of Object.values(ROUTES)) {
      const matches = matchRoutes(routes, sample(path));
      expect(matches, path).not.toBeNull();
      expect(matches!.at(-1)!.route.path, path).not.toBe("*");
    }
    expect(matchRoutes(routes, "/no/such/page")!.at(-1)!.route.path).toBe("*");
  });
});

describe("wrangler.toml", () => {
  it("runs the Worker first for every API path (run_worker_first covers them)", () => {
    const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
    const assets = toml.match(/^\[assets\]\n([\s\S]*?)(?=^\[)/m)?.[1] ?? "";
    const setting = assets.match(/^run_worker_first\s*=\s*(true|false|\[[\s\S]*?\])/m)?.[1];
    expect(setting, "[assets] run_worker_first").toBeDefined();
    const covers = (path: string): boolean => {
      if (setting === "true") return true;
      if (setting === "false") return false;
      const globs = [...setting!.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
      const include = globs.filter((g) => !g.startsWith("!")).map(globRegExp);
      const exclude = globs.filter((g) => g.startsWith("!")).map((g) => globRegExp(g.slice(1)));
      return include.some((g) => g.test(path)) && !exclude.some((g) => g.test(path));
    };
    for (const path of Object.values(API)) expect(covers(sample(path)), path).toBe(true);
  });
});

/** Asset files served from web/public: paths, but not routes. */
const ASSET_PREFIXES = ["/images/", "/fonts/", "/documents/", "/favicon.svg"];
/** What comes right before a string used as a link target or a request URL. */
const LINK_CONTEXT =
  /(?:\b(?:to|href|src|action|url)\s*[=:]\s*\{?\s*|\b(?:navigate|redirect|fetch|open)\(\s*(?:["'][A-Z]+["'],\s*)?)$/;

/** The internal paths written by hand in a source text (comments skipped): what should be a ROUTES/API constant. */
function handWrittenPaths(source: string): string[] {
  const found = new Set<string>();
  for (const line of source.split("\n")) {
    const code = line.trim();
    if (code.startsWith("//") || code.startsWith("*") || code.startsWith("/*")) continue;
    for (const match of code.matchAll(/(["'`])(\/(?!\/)[^"'`\s]*)\1/g)) {
      const literal = match[2]!;
      if (ASSET_PREFIXES.some((prefix) => literal.startsWith(prefix))) continue;
      // A bare "/" is also a separator (base64, split); only as a link target is it ROUTES.home.
      if (literal === "/" && !LINK_CONTEXT.test(code.slice(0, match.index))) continue;
      found.add(literal.replace(/\$\{.*/, "${…}"));
    }
  }
  return [...found];
}

describe("web/ links", () => {
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "public" ? [] : sourceFiles(path);
      return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
    });

  it("finds hand-written internal paths, not assets, separators or external URLs", () => {
    const flagged = [
      '<Link to="/team">',
      "<TopLink to='/'>",
      'navigate("/", { replace: true });',
      'navigate("/dashboard");',
      '<Navigate to={"/signin"} replace />',
      '{ to: "/unesi-najavu", label: T.x },',
      '{ path: "/savezi/:slug", lazy },',
      'await fetch("/api/v1/me", { headers });',
      'xhr.open("POST", `/api/v1/files?name=${encodeURIComponent(name)}`);',
      "<a href={`/natjecanja/${id}`}>",
    ];
    for (const code of flagged) expect(handWrittenPaths(code), code).toHaveLength(1);
    const allowed = [
      '<img src="/favicon.svg" alt="" />',
      'const PLACEHOLDER = "/images/avatar-placeholder.svg";',
      '.replace(/_/g, "/")',
      'path.split("/")',
      '<a href="https://example.com/x">',
      '<a href="//cdn.example.com/x">',
      "// links to /dashboard",
      "<Link to={ROUTES.team}>",
      'import { ROUTES } from "../../shared/paths";',
    ];
    for (const code of allowed) expect(handWrittenPaths(code), code).toEqual([]);
  });

  it("writes no internal path by hand: links, navigate() and fetch URLs come from shared/paths", () => {
    const offenders = sourceFiles(join(root, "web")).flatMap((file) =>
      handWrittenPaths(readFileSync(file, "utf8")).map((path) => `${relative(root, file)}: ${path}`),
    );
    expect(offenders).toEqual([]);
  });
});
