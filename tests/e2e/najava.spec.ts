import { expect, test } from "@playwright/test";
import { PNG } from "pngjs";
import { T_PHOTO_ERRORS, T, T_ENTRY, T_STAFF, T_UREDI } from "../../shared/texts";
import { expectAccessible } from "./support/spa";
import { MEMBER, STAFF, storedToken, unique } from "./support/staff-ui";
import { signInThroughUi } from "./support/sign-in";

test.describe("announcements as staff", () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughUi(page, STAFF);
  });

  test("an announcement rewritten by the local AI and submitted appears first on home", async ({ page }) => {
    const marker = unique("regata");
    await page.goto("/");
    await expect(page.getByTestId("event-card").first()).toBeVisible(); // the feed is now in SWR's cache

    await page.goto("/unesi-najavu");
    const form = page.locator("form");
    expect((await form.boundingBox())!.width).toBeLessThanOrEqual(720);
    await expect(page.getByLabel(T.opis)).toHaveAttribute("rows", "8");
    const ai = page.getByRole("button", { name: T_ENTRY.aiPrepravi });
    await expect(ai).toBeDisabled(); // nothing to rewrite yet
    await page.getByLabel(T.opis).fill(`  ${marker}   na jarunu u subotu od 9 sati .ulaz je slobodan  `);
    await ai.click();

    await expect(page.getByText(T.aiRewriteOk)).toBeVisible();
    await expect(page.getByText(/lokalni pomoćnik \(bez jezičnog modela\)/)).toBeVisible();
    const title = `${marker[0]!.toUpperCase()}${marker.slice(1)} na jarunu u subotu od 9 sati`;
    await expect(page.getByLabel(T.naslov)).toHaveValue(title);
    await expect(page.getByLabel(T.opis)).toHaveValue(`${title}. Ulaz je slobodan.`);
    await expectAccessible(page);

    await page.getByRole("button", { name: T.posalji }).click();
    await expect(page.getByText(T.najavaOk)).toBeVisible();
    await expect(page.getByLabel(T.naslov)).toHaveValue("");
    await expect(page.getByLabel(T.opis)).toHaveValue("");

    // Client-side navigation: the cached feed must have been revalidated, not shown stale.
    await page.getByRole("link", { name: T.navHome, exact: true }).first().click();
    const first = page.getByTestId("event-card").first();
    await expect(first.getByRole("heading")).toHaveText(title);
    await expect(first).toContainText(`${title}. Ulaz je slobodan.`);
    await page.reload();
    await expect(page.getByTestId("event-card").first().getByRole("heading")).toHaveText(title);
  });

  test("an announcement with a picture: an SVG is refused, a large PNG is resized, uploaded and shown on home", async ({
    page,
  }) => {
    const marker = unique("slika");
    await page.goto("/unesi-najavu");
    const picker = page.getByLabel(T_ENTRY.slika);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>';
    await picker.setInputFiles({ name: "grb.svg", mimeType: "image/svg+xml", buffer: Buffer.from(svg) });
    await expect(page.getByRole("alert").filter({ hasText: T_PHOTO_ERRORS.unsupported_type })).toBeVisible();

    // A 2400 × 1200 photo leaves the browser at most 1200 px on its longer side.
    const photo = new PNG({ width: 2400, height: 1200 });
    for (let i = 0; i < photo.data.length; i += 4) photo.data.set([3, 51, 93, 255], i);
    const uploads: number[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/v1/files/slike")) {
        uploads.push(request.postDataBuffer()?.length ?? 0);
      }
    });
    await picker.setInputFiles({ name: "regata.png", mimeType: "image/png", buffer: PNG.sync.write(photo) });
    const preview = page.getByTestId("slika-preview");
    await expect(preview).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: T_PHOTO_ERRORS.unsupported_type })).toHaveCount(0);
    expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
      1200, 600,
    ]);

    await page.getByLabel(T.naslov).fill(`Regata ${marker}`);
    await page.getByLabel(T.opis).fill(`Regata ${marker} na Jarunu, sa slikom.`);
    await page.getByRole("button", { name: T.posalji }).click();
    await expect(page.getByText(T.najavaOk)).toBeVisible();
    await expect(preview).toHaveCount(0); // the form starts again without the picture
    expect(uploads).toHaveLength(1);

    await page.goto("/");
    const card = page.getByTestId("event-card").filter({ hasText: `Regata ${marker}` });
    const image = card.locator("img");
    await expect(image).toHaveAttribute("src", /^\/api\/v1\/files\/slike\/[0-9a-f-]{36}\.(webp|jpg)$/);
    await expect(image).toHaveCSS("height", "180px");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    await expectAccessible(page);

    // In the staff list the picture can be removed from the edit dialog; home then shows the card without it.
    await page.goto("/unesi-najavu");
    await page.getByRole("button", { name: `${T_UREDI.uredi}: Regata ${marker}` }).click();
    const dialog = page.getByRole("dialog", { name: T_UREDI.urediNaslov(`Regata ${marker}`) });
    await expect(dialog.getByRole("img", { name: T_ENTRY.trenutnaSlika })).toBeVisible();
    await dialog.getByRole("button", { name: T_ENTRY.ukloniSliku }).click();
    await expect(dialog).toHaveCount(0);
    await page.goto("/");
    await expect(card.getByRole("heading")).toHaveText(`Regata ${marker}`);
    await expect(card.locator("img")).toHaveCount(0);
  });

  test("a create retried after a lost answer is stored once (same Idempotency-Key)", async ({ page }) => {
    const marker = unique("ponovljena");
    const keys: (string | undefined)[] = [];
    let first = true;
    await page.route("**/v1/graphql", async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== "CreateNajava") return route.continue();
      keys.push(route.request().headers()["idempotency-key"]);
      if (!first) return route.continue();
      first = false;
      await route.fetch(); // the server stores the announcement ...
      await route.abort("failed"); // ... but its answer never reaches the browser
    });
    await page.goto("/unesi-najavu");
    await page.getByLabel(T.naslov).fill(`Regata ${marker}`);
    await page.getByLabel(T.opis).fill(`Regata ${marker} na Jarunu.`);
    await page.getByRole("button", { name: T.posalji }).click();
    await expect.poll(() => keys.length).toBe(1);
    await expect(page.getByRole("button", { name: T.posalji })).toBeEnabled();
    await page.getByRole("button", { name: T.posalji }).click();
    await expect(page.getByText(T.najavaOk)).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    await page.goto("/");
    await expect(page.getByTestId("event-card").first()).toBeVisible();
    await expect(page.getByTestId("event-card").filter({ hasText: `Regata ${marker}` })).toHaveCount(1);
  });

  test("the AI button shows a spinner and is disabled while the rewrite runs", async ({ page }) => {
    await page.route("**/api/v1/najava", async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.goto("/unesi-najavu");
    await page.getByLabel(T.opis).fill("derbi u areni");
    await page.getByRole("button", { name: T_ENTRY.aiPrepravi }).click();
    const running = page.getByRole("button", { name: T_ENTRY.aiPrepravlja });
    await expect(running).toBeDisabled();
    await expect(running.locator(".spinner")).toBeVisible();
    await expect(page.getByLabel(T.naslov)).toHaveValue("Derbi u areni");
  });

  test("a failing AI call shows the spec's API error and keeps what was typed", async ({ page }) => {
    await page.route("**/api/v1/najava", (route) =>
      route.fulfill({ status: 502, json: { error: { code: "ai_upstream", message: "x" } } }),
    );
    await page.goto("/unesi-najavu");
    await page.getByLabel(T.opis).fill("moj tekst");
    await page.getByRole("button", { name: T_ENTRY.aiPrepravi }).click();
    await expect(page.getByRole("alert")).toHaveText(T.aiRewriteApiError);
    await expect(page.getByLabel(T.opis)).toHaveValue("moj tekst");
  });

  test("both fields are required before anything is sent", async ({ page }) => {
    let sent = 0;
    page.on("request", (r) => r.url().endsWith("/v1/graphql") && r.postData()?.includes("CreateNajava") && sent++);
    await page.goto("/unesi-najavu");
    await page.getByLabel(T.naslov).fill("Samo naslov");
    await page.getByRole("button", { name: T.posalji }).click();
    await expect(page.getByLabel(T.opis)).toHaveAttribute("aria-invalid", "true");
    expect(sent).toBe(0);
  });
});

test.describe("announcements refused to a member", () => {
  test("the page refuses in the UI and the server answers 403", async ({ page }) => {
    await signInThroughUi(page, MEMBER);
    await page.goto("/unesi-najavu");
    await expect(page.getByRole("alert")).toHaveText(T_STAFF.samoOsoblje);
    await expect(page.getByLabel(T.opis)).toHaveCount(0);
    const response = await page.request.post("/api/v1/najava", {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
      data: { ulaz: "pokušaj" },
    });
    expect(response.status()).toBe(403);
    expect((await response.json()).error.code).toBe("forbidden");
  });
});
