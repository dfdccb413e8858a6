// The SPA's server entry (web/app/render-page.tsx), which the build bundles into the Worker through this alias
// (vite.config.ts, vitest.config.ts): the Worker's TypeScript program knows it by its contract (shared/ssr.ts)
// only, as the SPA's files need the DOM's types and JSX that the Worker's do not have.
declare module "sz:render-page" {
  export const renderPage: import("../shared/ssr").RenderPage;
}
