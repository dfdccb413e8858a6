// The entry: the styles (render-blocking, so the first paint is styled) and the app. A page the Worker rendered
// (issue 32, worker/pages/ssr.ts: #root holds the page React rendered, marked with BOOT_ATTRIBUTE) is on screen
// before any JavaScript has run; the app's ~120 KB of code is asked for once that paint is done, so on a slow
// network the stylesheet does not share the line with it, and then hydrates the page. Every other page loads
// the app at once.
import { BOOT_AFTER_PAINT, BOOT_ATTRIBUTE } from "../shared/inline-data";
import { nextTask } from "./lib/next-task";
import "./styles/app.css";
// The public pages' own styles (0.4 KB gzip) with the entry's: the Worker renders those pages (issue 32), and a
// stylesheet that came later with the screen's code would move what was already painted (a layout shift).
import "./styles/javno.css";

// Evaluating the app's modules and starting it (the router matches the URL and asks for the page's code)
// are two tasks: each is short enough on a phone not to hold up a tap, together they were not.
const boot = () =>
  void import("./app/boot").then(async ({ startApp }) => {
    await nextTask();
    await startApp();
  });

if (document.getElementById("root")?.getAttribute(BOOT_ATTRIBUTE) === BOOT_AFTER_PAINT) {
  requestAnimationFrame(() => setTimeout(boot, 0));
} else boot();
