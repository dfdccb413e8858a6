// Issue 32: a public page's head comes from its route (web/components/page-head.tsx, shared/seo/page-meta.ts) and
// the Worker's render entry puts all of it into <head> (web/app/split-hoisted.ts): React hoists the title, meta
// and links before the page's markup but leaves the inline JSON-LD where the page renders it, so it is taken out
// of the markup wherever it is, and nothing else moves (an icon's <svg><title> stays).
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { splitHoisted } from "../../web/app/split-hoisted";
import { PageHead } from "../../web/components/page-head";
import { OriginContext } from "../../web/lib/origin";
import { clubMeta, federationMeta, listMeta } from "../../shared/seo/page-meta";
import type { JavniKlubDetalji } from "../../shared/schemas/klubovi";

const ORIGIN = "https://app.test";
const klub: JavniKlubDetalji = {
  slug: "rk-dubrava",
  naziv: 'RK "Dubrava" </script><!--',
  kratki_naziv: "RK Dubrava",
  logo_key: null,
  savez: { slug: "rukometni-savez-zagreba", naziv: "Rukometni savez Zagreba", logo_key: "logos/rsz.png" },
  adresa: null,
  email: null,
  sezona: null,
  sportasi: [],
};

/** A page as the shell renders it: skip link, an icon with its own <title>, the screen with its head inside. */
function render(head: React.ReactNode, after = false) {
  return renderToString(
    <OriginContext.Provider value={ORIGIN}>
      <a className="skip-link" href="#main">
        Skip
      </a>
      <svg aria-hidden="true">
        <title>Ikona</title>
      </svg>
      <main id="main">
        {after ? null : head}
        <h1 className="page-title">Naslov</h1>
        {after ? head : null}
      </main>
    </OriginContext.Provider>,
  );
}

const ldOf = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe("a page's head from its route, all of it in <head>", () => {
  for (const after of [false, true]) {
    it(`title, description, canonical, Open Graph, Twitter and JSON-LD (head ${after ? "after" : "before"} the heading)`, () => {
      const { head, markup } = splitHoisted(render(<PageHead meta={(origin) => clubMeta(origin, klub)} />, after));
      const title = 'RK "Dubrava" </script><!-- · Sportski Zagreb';
      expect(head).toContain(
        `<title>${title.replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</title>`,
      );
      expect(head).toContain('<link rel="canonical" href="https://app.test/klubovi/rk-dubrava"/>');
      expect(head).toContain(
        '<meta property="og:title" content="RK &quot;Dubrava&quot; &lt;/script&gt;&lt;!-- · Sportski Zagreb"/>',
      );
      expect(head).toContain(
        '<meta property="og:image" content="https://app.test/api/v1/files/slike/logos%2Frsz.png"/>',
      );
      expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      // The JSON-LD cannot close its element early, and reads back as the club's.
      const [ld, ...more] = ldOf(head);
      expect(more).toEqual([]);
      expect(ld).toMatchObject({
        "@type": "SportsOrganization",
        name: klub.naziv,
        memberOf: { name: "Rukometni savez Zagreba", url: "https://app.test/savezi/rukometni-savez-zagreba" },
      });
      // The markup is the page alone, the icon's own title kept.
      expect(markup).toMatch(/^<a class="skip-link"/);
      expect(markup).not.toMatch(/application\/ld\+json|<meta |<link /);
      expect(markup).toContain('<svg aria-hidden="true"><title>Ikona</title></svg>');
      expect(markup).toContain('<h1 class="page-title">Naslov</h1>');
    });
  }

  it("a list page has no JSON-LD; a federation's description is its own text, cut to 200 characters", () => {
    const list = splitHoisted(render(<PageHead meta={(o) => listMeta(o, "/klubovi", "Klubovi", "Svi klubovi.")} />));
    expect(ldOf(list.head)).toEqual([]);
    expect(list.head).toContain("<title>Klubovi · Sportski Zagreb</title>");
    const opis = "Veslanje. ".repeat(40);
    const meta = federationMeta(ORIGIN, { slug: "vs", naziv: "VS", opis, logo_key: null });
    expect(meta.description.length).toBe(200);
    expect(meta.description.endsWith("…")).toBe(true);
    expect(meta.jsonLd).toMatchObject({ "@type": "SportsOrganization", url: "https://app.test/savezi/vs" });
  });

  it("takes JSON-LD out of the markup in whatever order React wrote it", () => {
    const ld = '<script type="application/ld+json">{"a":1}</script>';
    const second = '<script type="application/ld+json">{"b":2}</script>';
    const { head, markup } = splitHoisted(
      `<title>T</title>${ld}<meta name="x" content="y"/><div>${second}<p>p</p></div>`,
    );
    expect(head).toBe(`<title>T</title>${ld}<meta name="x" content="y"/>${second}`);
    expect(markup).toBe("<div><p>p</p></div>");
    expect(splitHoisted("<div>a</div>")).toEqual({ head: "", markup: "<div>a</div>" });
  });
});
