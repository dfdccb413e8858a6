import { createApp } from "./app";
import { runScheduled } from "./routes/scheduled";

const app = createApp();

export default {
  fetch: app.fetch,
  scheduled: (_controller, env, ctx) => ctx.waitUntil(runScheduled(env)),
} satisfies ExportedHandler<Env>;
