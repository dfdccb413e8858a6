// Each Worker test file starts on today, or on SZ_TEST_CLOCK's day when it is set (vitest.config.ts passes it as
// TEST_CLOCK: CI's run a year ahead); a file whose expectations hold on one day only stands on it from its top
// (pinClock, tests/support/clock.ts).
import { env } from "cloudflare:test";
import { startClock } from "../../support/clock";

startClock(env.TEST_CLOCK || undefined);
