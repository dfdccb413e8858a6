// Every Worker test starts with empty rate-limit buckets, as it starts from its own rows. The limiters stay the
// real ones (wrangler.toml's [[ratelimits]], counted by workerd), never an allow-all stand-in: a test meets the
// limits a client meets, and rate-limits.test.ts proves them inside one test. What a test cannot see is the
// writes of the tests before it: workerd keeps the counters in a Durable Object that the pool empties only
// between files, and a file's tests send the same accounts' writes (the league's and the entries' role tables
// send 652 and 240 of staff's in a file; the provider contract 424). Each test's keys are counted under a name
// of its own instead.
//
// The bindings on `env` are replaced before each test; SELF and every env a test builds from `env` use them.
// Setup in a beforeAll counts under the scope in force when it runs (the file's, or the test's before it).
import { env } from "cloudflare:test";
import { beforeEach } from "vitest";

/** The pool's limiters (every `*_RATE_LIMITER` binding), before any test's scope. */
const real = Object.entries(env).filter(([name]) => name.endsWith("_RATE_LIMITER")) as [string, RateLimit][];

/** The real limiters counting every key under `scope`: buckets of their own, the limits unchanged. */
function scoped(scope: string): Record<string, RateLimit> {
  const own = ([name, limiter]: [string, RateLimit]) => {
    const limit: RateLimit["limit"] = ({ key, ...rest }) => limiter.limit({ ...rest, key: `${scope}|${key}` });
    return [name, { limit }] as const;
  };
  return Object.fromEntries(real.map(own));
}

let tests = 0;
beforeEach(() => {
  Object.assign(env, scoped(`test-${++tests}`));
});
