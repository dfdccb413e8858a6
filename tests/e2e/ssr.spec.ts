// Issue 32: the public pages are rendered by React in the Worker. Without JavaScript, home shows its twelve
// events and three results and a competition its details, documents and start list; with JavaScript the same
// pages hydrate with no console error, no layout shift and no second read of the page's data.
import { expect, test, type Page } from "@playwright/test";
import type { OperationName } from "../../shared/graphql/operations";
import { T, T_JAVNO, T_MOJ_KLUB, T_UI } from "../../shared/texts";
import { pdfBytes } from "../fixtures/documents";
import { signInThroughUi } from "./support/sign-in";
import { networkQuiet, watchNetwork } from "./support/quiet";
import { MEMBER, STAFF, storedToken, unique } from "./support/staff-ui";
import { pageErrors, waitForHydration } from "./support/hydration";
import { graphql } from "./support/stack";
import { asSeeded } from "./support/demo-dates";

/** The app has taken the page over, and the visitor's links are there (the auth area keeps its space till then). */
async function hydrated(page: Page) {
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: T.navSignIn })).toBeVisible();
}

const ZICER = "b0000000-0000-4000-8000-000000000001";
const naziv = unique("Regata bez skripte");
const dokument = "Propozicije bez skripte.pdf";
const team = unique("VK Bezskriptni");
const prezime = team.split(" ").at(-1)!;
let competition = "";

test.beforeAll(async ({ browser }) => {
  // Staff publish a competition with a document and one competitor on its start list.
  const page = await browser.newPage();
  await signInThroughUi(page, STAFF);
  const token = await storedToken(page);
  const send = async (name: OperationName, variables: Record<string, unknown>) => {
    const response = await graphql(page.request, name, variables, token);
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  const upload = await page.request.post(`/api/v1/files?name=${encodeURIComponent(dokument)}`, {
    headers: { authorization: `Bearer ${token}`, "content-type": "application/pdf" },
    data: Buffer.from(pdfBytes(naziv)),
  });
  expect(upload.status()).toBe(201);
  const { key } = (await upload.json()) as { key: string };
  const created = await send("CreateNatjecanje", {
    object: {
      naziv,
      datum_od: "2031-04-12",
      datum_do: "2031-04-13",
      lokacija: "Jarun, Zagreb",
      dokument_key: key,
      dokument_naziv: dokument,
    },
  });
  competition = (created.insert_natjecanja_one as { id: string }).id;
  await send("InsertNatjecatelji", { objects: [{ ime: "Nika", prezime, team }] });
  const stored = (await send("Natjecatelji", { savez_id: ZICER })).natjecatelji as { id: string; team: string }[];
  const nika = stored.find((n) => n.team === team)!;
  await send("InsertPrijave", { objects: [{ natjecanje_id: competition, natjecatelj_id: nika.id }] });
  await page.close();
});

/** What a visitor without JavaScript sees of home and of the competition. */
async function expectContent(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: T.latestEvents })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: T.latestResults })).toBeVisible();
  await expect(page.getByTestId("event-card")).toHaveCount(12);
  await expect(page.getByTestId("result-card")).toHaveCount(3);

  await page.goto(`/natjecanja/${competition}`);
  await expect(page.getByRole("heading", { level: 1, name: naziv })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "Jarun, Zagreb" })).toBeVisible();
  await expect(page.getByRole("link", { name: dokument })).toBeVisible();
  const table = page.getByTestId("startna-lista");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(`Nika ${prezime}`);
  await expect(page.getByRole("heading", { level: 2, name: T_JAVNO.startnaLista })).toBeVisible();
}

test("without JavaScript, home and a competition show their content, and links work", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await expectContent(page);
  // Plain navigation: the competition's link back to the list is an ordinary link.
  await page.getByRole("link", { name: T_JAVNO.sviNatjecanja }).click();
  await expect(page).toHaveURL(/\/natjecanja$/);
  await context.close();
});

for (const width of [360, 1280]) {
  test(`at ${width} px the pages hydrate without a console error, a layout shift or a second read`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // The one expected refusal: a competition with no entry window answers its window's read with 404
    // (issue 30's API), which the browser reports as a failed resource.
    const errors = pageErrors(page, (url) => new URL(url || "http://x/").pathname.endsWith("/prijave"));
    const reads: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === `/api/v1/natjecanja/${competition}`) reads.push(request.url());
    });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number; hydrated: boolean };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    const shifts = () => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    // Hydrated: React has attached its handlers to #root (the top bar's auth links appear only then).

    await page.goto("/");
    await hydrated(page);
    await expect(page.getByTestId("event-card")).toHaveCount(12);
    expect(await shifts()).toBeLessThanOrEqual(0.02);

    // The sections the app reads itself once it runs (the entry window, a league) are held back: what is
    // measured is the hydration of the Worker's page, which must move nothing.
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    const later = /\/api\/v1\/(natjecanja\/[^/]+\/(prijave|startna-lista)|lige\/natjecanja\/)/;
    await page.route(later, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/natjecanja/${competition}`);
    await hydrated(page);
    await expect(page.getByTestId("startna-lista")).toContainText(`Nika ${prezime}`);
    expect(await shifts()).toBeLessThanOrEqual(0.02);
    release();
    // The competition came with the page: the browser did not ask for it again.
    expect(reads).toEqual([]);
    // The app runs: a link is followed by the router, without a new document.
    await page.getByRole("link", { name: T_JAVNO.sviNatjecanja }).click();
    await expect(page.getByRole("heading", { level: 1, name: T_JAVNO.natjecanja })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("a member's cards: the first HTML has the page's frame, and the cards follow with no console error", async ({
  page,
}) => {
  // The frame is everyone's: the same title and loading line, no one's cards, whoever asks.
  const first = await (await page.request.get("/membership")).text();
  expect(first).toMatch(new RegExp(`<h1[^>]*>${T_UI.membershipTitle}</h1>`));
  expect(first).toContain(T.loading);
  expect(first).not.toContain("membership-card");

  const errors = pageErrors(page);
  await signInThroughUi(page, MEMBER);
  await page.goto("/membership");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: T_UI.membershipTitle })).toBeVisible();
  await expect(page.getByTestId("membership-card").first()).toBeVisible();
  await expect(page.getByText(T.pleaseLogin)).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** Every club the public API lists (the demo's and the league's). */
const clubCount = async (page: Page) =>
  ((await (await page.request.get("/api/v1/klubovi")).json()) as { klubovi: unknown[] }).klubovi.length;

test("without JavaScript, the clubs' list and a club's page show their content, and links work", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/klubovi");
  await expect(page.getByRole("heading", { level: 1, name: T_MOJ_KLUB.klubovi })).toBeVisible();
  await expect(page.getByTestId("klub-card")).toHaveCount(await clubCount(page));
  // Plain navigation to the club's page, rendered by the Worker with its licensed athletes.
  await page.getByRole("link", { name: "Rukometni klub Dubrava" }).click();
  await expect(page).toHaveURL(/\/klubovi\/rk-dubrava$/);
  await expect(page.getByRole("heading", { level: 1, name: "Rukometni klub Dubrava" })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: T_MOJ_KLUB.licenciraniSportasi(asSeeded("2026./2027.")) }),
  ).toBeVisible();
  await expect(page.getByTestId("klub-sportasi")).toContainText("Ivan Kovačević");
  await expect(page).toHaveTitle("Rukometni klub Dubrava · Sportski Zagreb");
  await page.getByRole("link", { name: "Rukometni savez Zagreba" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rukometni savez Zagreba" })).toBeVisible();
  await expect(page.getByTestId("savez-najava").first()).toBeVisible();
  await context.close();
});

test("a federation's and a club's pages hydrate without a console error or a second read, titled as the server's", async ({
  page,
}) => {
  const errors = pageErrors(page);
  const reads: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === "/api/v1/klubovi/rk-dubrava" || /"operationName":"Savezi?"/.test(request.postData() ?? "")) {
      reads.push(`${pathname} ${request.postData() ?? ""}`);
    }
  });
  /** The <title> of the page's HTML as the Worker sends it. */
  const serverTitle = async (path: string) =>
    /<title>([^<]*)<\/title>/.exec(await (await page.request.get(path)).text())?.[1];

  for (const [path, name] of [
    ["/savezi/zagrebacki-veslacki-savez", "Zagrebački veslački savez"],
    ["/klubovi/rk-dubrava", "Rukometni klub Dubrava"],
  ]) {
    const title = await serverTitle(path);
    expect(title, path).toBe(`${name} · Sportski Zagreb`);
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page, path).toHaveTitle(title!);
  }
  // The data came with each page: the browser did not ask for it again.
  expect(reads).toEqual([]);
  // A client-side navigation shows the next page's own title (the router, no new document).
  await page.getByRole("link", { name: T_MOJ_KLUB.sviKlubovi }).click();
  await expect(page.getByTestId("klub-card")).toHaveCount(await clubCount(page));
  await expect(page).toHaveTitle(`${T_MOJ_KLUB.klubovi} · Sportski Zagreb`);
  // A page without a head of its own shows the app's page title again (SPEC §1's greeting).
  await page.getByRole("link", { name: T.navHome, exact: true }).first().click();
  await expect(page.getByTestId("event-card")).toHaveCount(12);
  await expect(page).toHaveTitle(T.defaultPageTitle);
  expect(errors).toEqual([]);
});

// Every public page's data in its first HTML (issue 32 item 1): the competitions list, a league's table, the
// event archive and a card's verification show without JavaScript, and with it hydrate without reading the
// page's data again ('Učitaj još' then reads the next page only).
const LIGA = "l0000000-0000-4000-8000-000000000001";
let cardToken = "";
const najave = Array.from({ length: 5 }, (_, i) => unique(`Najava arhive ${i + 1}`));

test.beforeAll(async ({ browser }) => {
  // The demo member's card 0042 (Ivana Horvat, active), and enough announcements for a second archive page.
  const page = await browser.newPage();
  await signInThroughUi(page, MEMBER);
  const own = await page.request.get("/api/v1/iskaznice", {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  const { cards } = (await own.json()) as { cards: { token: string; membership: { number: string } }[] };
  cardToken = cards.find((card) => card.membership.number === "0042")!.token;
  await page.close();
  const staff = await browser.newPage();
  await signInThroughUi(staff, STAFF);
  const token = await storedToken(staff);
  for (const subject of najave) {
    const response = await graphql(staff.request, "CreateNajava", { subject, description: "Za arhivu." }, token);
    expect(response.status(), await response.text()).toBe(200);
  }
  await staff.close();
});

test("without JavaScript, the competitions list, a league's table, the archive and a card's verdict show", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/natjecanja");
  await expect(page.getByRole("link", { name: asSeeded("1. rukometna liga Zagreba 2026./2027.") })).toBeVisible();
  expect(await page.getByTestId("natjecanje-card").count()).toBeGreaterThan(1);

  await page.goto(`/natjecanja/${LIGA}`);
  const table = page.getByTestId("ljestvica");
  await expect(table.getByTestId("ljestvica-red")).toHaveCount(6);
  await expect(table.getByTestId("ljestvica-red").first()).toHaveAttribute("data-ekipa", "RK Zagreb");

  await page.goto("/dogadanja");
  await expect(page.getByTestId("dogadanje-card")).toHaveCount(20);
  await expect(page.getByTestId("dogadanje-card").filter({ hasText: najave[4]! })).toBeVisible();

  await page.goto(`/provjera/${cardToken}`);
  await expect(page.getByTestId("provjera-status")).toHaveText("Aktivna");
  await expect(page.getByText("Ivana Horvat")).toBeVisible();
  await context.close();
});

test("with JavaScript, those pages hydrate with no console error and no second read of their data", async ({
  page,
}) => {
  const errors = pageErrors(page);
  // Every read the app makes of the API (fetch or XHR: not the card's photo, an image).
  const reads: string[] = [];
  page.on("request", (request) => {
    const { pathname, search } = new URL(request.url());
    const api = pathname.startsWith("/api/") || pathname.startsWith("/v1/");
    if (api && ["fetch", "xhr"].includes(request.resourceType())) reads.push(`${pathname}${search}`);
  });
  watchNetwork(page);

  const pages: [string, () => Promise<void>][] = [
    ["/natjecanja", () => expect(page.getByTestId("natjecanje-card").first()).toBeVisible()],
    [`/natjecanja/${LIGA}`, () => expect(page.getByTestId("ljestvica-red")).toHaveCount(6)],
    ["/dogadanja", () => expect(page.getByTestId("dogadanje-card")).toHaveCount(20)],
    [`/provjera/${cardToken}`, () => expect(page.getByTestId("provjera-status")).toHaveText("Aktivna")],
  ];
  for (const [path, content] of pages) {
    await page.goto(path);
    await hydrated(page);
    await content();
    await networkQuiet(page);
    expect(reads, path).toEqual([]);
  }

  // 'Učitaj još' after hydration reads the next page, and only it.
  await page.goto("/dogadanja");
  await hydrated(page);
  await networkQuiet(page);
  reads.length = 0;
  await page.getByRole("button", { name: T_JAVNO.ucitajJos }).click();
  await expect.poll(() => page.getByTestId("dogadanje-card").count()).toBeGreaterThan(20);
  await networkQuiet(page);
  expect(reads).toHaveLength(1);
  expect(reads[0]).toMatch(/^\/api\/v1\/dogadanja\?after=/);
  expect(errors).toEqual([]);
});
