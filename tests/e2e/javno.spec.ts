// Issue 16, as a visitor who is not signed in, at a phone's and a desktop's width: home → a result card → its
// competition → its document → the calendar link; and an announcement older than home's latest twelve,
// reached through the archive /dogadanja and opened on its own page.
import { expect, test, type APIRequestContext } from "@playwright/test";
import type { OperationName } from "../../shared/graphql/operations";
import { T, T_JAVNO } from "../../shared/texts";
import { pdfBytes } from "../fixtures/documents";
import { STAFF, storedToken, unique } from "./support/staff-ui";
import { gotoHydrated } from "./support/hydration";
import { signInThroughUi } from "./support/sign-in";
import { expectAccessible } from "./support/spa";
import { graphql } from "./support/stack";
import { asSeeded } from "./support/demo-dates";

async function gql(request: APIRequestContext, token: string, name: OperationName, variables: Record<string, unknown>) {
  const response = await graphql(request, name, variables, token);
  const body = (await response.json()) as { data: Record<string, { id: string }>; errors?: unknown };
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return body.data;
}

const naziv = unique("Regata javnosti");
const dokument = "Propozicije regate.pdf";

test.beforeAll(async ({ browser }) => {
  // Staff publish a competition with its document and then its result (the newest, so it is on home).
  const page = await browser.newPage();
  await signInThroughUi(page, STAFF);
  const token = await storedToken(page);
  const upload = await page.request.post(`/api/v1/files?name=${encodeURIComponent(dokument)}`, {
    headers: { authorization: `Bearer ${token}`, "content-type": "application/pdf" },
    data: Buffer.from(pdfBytes(naziv)),
  });
  expect(upload.status()).toBe(201);
  const { key } = (await upload.json()) as { key: string };
  const created = await gql(page.request, token, "CreateNatjecanje", {
    object: {
      naziv,
      datum_od: "2031-03-29",
      datum_do: "2031-03-30",
      lokacija: "Jarun, Zagreb",
      dokument_key: key,
      dokument_naziv: dokument,
    },
  });
  await gql(page.request, token, "CreateRezultat", {
    object: {
      natjecanje_id: created.insert_natjecanja_one!.id,
      payload: { naziv, poredak: [{ mjesto: 1, bodovi: 10, ime: "VK Javnost" }] },
    },
  });
  await page.close();
});

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("home → a result card → its competition → its document, and the calendar link", async ({ page }) => {
      await gotoHydrated(page, "/");
      const card = page.getByTestId("result-card").filter({ hasText: naziv });
      await card.getByRole("link", { name: naziv }).click();
      await expect(page).toHaveURL(/\/natjecanja\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { level: 1, name: naziv })).toBeVisible();
      await expect(page.getByText("29. 3. 2031. – 30. 3. 2031.")).toBeVisible();
      await expect(page.getByRole("link", { name: T_JAVNO.naKarti })).toHaveAttribute(
        "href",
        /^https:\/\/www\.openstreetmap\.org\/search\?query=Jarun%2C%20Zagreb$/,
      );
      await expect(page.getByTestId("natjecanje-rezultat").filter({ hasText: "VK Javnost" })).toBeVisible();
      // The document opens (it is served as a download) with the bytes staff uploaded.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: dokument }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(dokument);
      const calendar = page.getByRole("link", { name: T_JAVNO.dodajUKalendar });
      await expect(calendar).toBeVisible();
      await expect(calendar).toHaveAttribute("href", /^webcal:\/\/[^/]+\/api\/v1\/savezi\/zicer-savez\/kalendar\.ics$/);
      // The calendar behind the link lists this competition.
      const ics = await page.request.get(((await calendar.getAttribute("href")) ?? "").replace(/^webcal:/, "http:"));
      expect(await ics.text()).toContain(`SUMMARY:${naziv}`);
      await expectAccessible(page);
      // The competitions list has it among the upcoming ones, with the calendar of every federation.
      await page.getByRole("link", { name: T_JAVNO.sviNatjecanja }).click();
      const upcoming = page.getByRole("region", { name: T_JAVNO.nadolazeca });
      await expect(upcoming.getByRole("link", { name: naziv })).toBeVisible();
      await expect(page.getByRole("link", { name: T_JAVNO.dodajUKalendar })).toHaveAttribute(
        "href",
        /\/api\/v1\/kalendar\.ics$/,
      );
      await expect(
        page.getByRole("region", { name: T_JAVNO.sezona(asSeeded("2025-04-25").slice(0, 4)) }),
      ).toBeVisible();
      await expectAccessible(page);
    });

    test("an announcement older than home's latest twelve is reachable through /dogadanja", async ({ page }) => {
      await gotoHydrated(page, "/");
      await expect(page.getByTestId("event-card")).toHaveCount(12);
      const onHome = await page.getByTestId("event-card").getByRole("heading").allTextContents();
      // The oldest announcement: the last of the archive's pages (as the API pages them).
      let next: string | null = null;
      let last: { id: string; subject: string } | undefined;
      do {
        const response = await page.request.get(`/api/v1/dogadanja?limit=50${next ? `&after=${next}` : ""}`);
        const body = (await response.json()) as { items: { id: string; subject: string }[]; next: string | null };
        last = body.items.at(-1) ?? last;
        next = body.next;
      } while (next);
      expect(onHome).not.toContain(last!.subject);

      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("link", { name: T_JAVNO.navDogadanja }).click();
      await expect(page.getByRole("heading", { level: 1, name: T_JAVNO.dogadanja })).toBeVisible();
      const target = page.getByTestId("dogadanje-card").filter({ hasText: last!.subject });
      for (let i = 0; i < 20 && !(await target.isVisible()); i++) {
        const more = page.getByRole("button", { name: T_JAVNO.ucitajJos });
        await expect(more.or(target)).toBeVisible();
        if (await more.isVisible()) await more.click();
      }
      await target.getByRole("link", { name: last!.subject }).click();
      await expect(page).toHaveURL(new RegExp(`/dogadanja/${last!.id}$`));
      await expect(page.getByRole("heading", { level: 1, name: last!.subject })).toBeVisible();
      await expectAccessible(page);
    });

    test("an unknown competition shows 'Page Not Found' with HTTP 404", async ({ page }) => {
      const response = await page.goto("/natjecanja/c9999999-0000-4000-8000-000000000009");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: T.pageNotFound })).toBeVisible();
    });
  });
}
