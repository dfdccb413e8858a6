// What the Worker itself writes for search engines and link previews (issue 16): the sitemap, robots.txt and the
// 404 shell's noindex. A public page's own head (title, description, canonical, Open Graph, Twitter, JSON-LD)
// comes from its route: shared/seo/page-meta.ts rendered by web/components/page-head.tsx (issue 32).

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const absolute = (origin: string, path: string) => new URL(path, origin).href;

/**
 * index.html as a 404 (an unknown or malformed id or slug): the SPA's shell, which shows 'Page Not Found', with
 * noindex and fresh headers (no ETag or length, `no-cache`).
 */
export function notFoundShell(index: Response): Response {
  const headers = new Headers(index.headers);
  headers.delete("content-length");
  headers.delete("etag");
  headers.set("cache-control", "no-cache");
  return new HTMLRewriter()
    .on("head", {
      element: (e) => {
        e.append(`<meta name="robots" content="noindex" />`, { html: true });
      },
    })
    .transform(new Response(index.body, { status: 404, headers }));
}

const xml = (value: string) => escapeHtml(value).replace(/'/g, "&apos;");

/** The sitemap (sitemaps.org) of the given absolute URLs with their last modification day. */
export function sitemapXml(entries: readonly { url: string; lastmod: string | null }[]): string {
  const urls = entries.map(
    ({ url, lastmod }) =>
      `  <url><loc>${xml(url)}</loc>${lastmod ? `<lastmod>${xml(lastmod.slice(0, 10))}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A sitemap index (sitemaps.org): the absolute URLs of the sitemap pages. */
export function sitemapIndexXml(pages: readonly string[]): string {
  const entries = pages.map((url) => `  <sitemap><loc>${xml(url)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** robots.txt: everything public may be crawled except the API, the account and staff screens; the sitemap. */
export function robotsTxt(origin: string, disallow: readonly string[], sitemapPath: string): string {
  return [
    "User-agent: *",
    ...disallow.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absolute(origin, sitemapPath)}`,
    "",
  ].join("\n");
}
