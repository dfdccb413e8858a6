// The limiters are configured in wrangler.toml; the code states each limit and the period (the Retry-After it
// sends), and docs/security.md quotes them. Both environments must say the same as the code.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { NAJAVA_RATE_LIMIT, NAJAVA_RATE_PERIOD_SECONDS } from "../../worker/routes/najava";
import { RATE_LIMITS, RATE_PERIOD_SECONDS, clientIp, limitClassOf } from "../../worker/security/rate-limit";

const EXPECTED: Record<string, { limit: number; period: number }> = {
  NAJAVA_RATE_LIMITER: { limit: NAJAVA_RATE_LIMIT, period: NAJAVA_RATE_PERIOD_SECONDS },
  WRITE_RATE_LIMITER: { limit: RATE_LIMITS.write, period: RATE_PERIOD_SECONDS },
  UPLOAD_RATE_LIMITER: { limit: RATE_LIMITS.upload, period: RATE_PERIOD_SECONDS },
  EXPORT_RATE_LIMITER: { limit: RATE_LIMITS.export, period: RATE_PERIOD_SECONDS },
  IP_RATE_LIMITER: { limit: RATE_LIMITS.ip, period: RATE_PERIOD_SECONDS },
  ANON_RATE_LIMITER: { limit: RATE_LIMITS.anon, period: RATE_PERIOD_SECONDS },
};

it("wrangler.toml's rate limiters match the limits and the Retry-After period the code states, in both environments", () => {
  const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
  const limiters = [
    ...toml.matchAll(
      /\[\[(env\.production\.)?ratelimits\]\]\s*name\s*=\s*"(\w+)"[^[]*?simple\s*=\s*\{\s*limit\s*=\s*(\d+),\s*period\s*=\s*(\d+)\s*\}/g,
    ),
  ];
  const seen = limiters.map(([, env, name, limit, period]) => ({
    where: `${env ?? ""}${name}`,
    limit: Number(limit),
    period: Number(period),
  }));
  const want = Object.entries(EXPECTED).flatMap(([name, v]) => [
    { where: name, ...v },
    { where: `env.production.${name}`, ...v },
  ]);
  expect(seen.sort((a, b) => a.where.localeCompare(b.where))).toEqual(
    want.sort((a, b) => a.where.localeCompare(b.where)),
  );
});

it("classifies REST requests: uploads, exports and other writes are limited per user; reads, GraphQL and the AI route are not", () => {
  expect(limitClassOf("POST", "/api/v1/files")).toBe("upload");
  expect(limitClassOf("POST", "/api/v1/files/slike")).toBe("upload");
  expect(limitClassOf("GET", "/api/v1/me/data")).toBe("export");
  expect(limitClassOf("GET", "/api/v1/admin/people/7/data")).toBe("export");
  expect(limitClassOf("DELETE", "/api/v1/me")).toBe("write");
  expect(limitClassOf("POST", "/api/v1/admin/roles")).toBe("write");
  expect(limitClassOf("DELETE", "/api/v1/admin/invitations/x")).toBe("write");
  expect(limitClassOf("GET", "/api/v1/files/abc.pdf")).toBeNull();
  expect(limitClassOf("GET", "/api/v1/me")).toBeNull();
  expect(limitClassOf("POST", "/v1/graphql")).toBeNull();
  expect(limitClassOf("POST", "/api/v1/najava")).toBeNull();
  expect(limitClassOf("POST", "/sportski-zagreb/api/v1/najava")).toBeNull();
});

it("limits per IP only a real client address: none, blank and loopback (local runs) are not keys", () => {
  expect(clientIp("198.51.100.7")).toBe("198.51.100.7");
  expect(clientIp("2001:db8::1")).toBe("2001:db8::1");
  for (const none of [undefined, "", " ", "127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"]) {
    expect(clientIp(none), String(none)).toBeNull();
  }
});

it("keys production on CF-Connecting-IP whatever it says: loopback is exempt only in local runs", () => {
  for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) expect(clientIp(ip, false)).toBe(ip);
  expect(clientIp("198.51.100.7", false)).toBe("198.51.100.7");
  expect(clientIp(undefined, false)).toBeNull();
});
