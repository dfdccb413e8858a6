// Each unit test file starts on SZ_TEST_CLOCK's day when it is set (tests/support/clock.ts), else today.
import { startClock } from "../../support/clock";

startClock(process.env.SZ_TEST_CLOCK);
