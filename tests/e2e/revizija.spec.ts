// The audit screen (/admin/revizija): staff see their federation's changes with the value before and after;
// a member is refused in the UI and by the API.
import { expect, test, type Page } from "@playwright/test";
import type { OperationName } from "../../shared/graphql/operations";
import { graphql } from "./support/stack";
import { T_REVIZIJA, T_STAFF, T_UREDI } from "../../shared/texts";
import { expectAccessible } from "./support/spa";
import { MEMBER, STAFF, storedToken, unique } from "./support/staff-ui";
import { signInThroughUi } from "./support/sign-in";

/** Runs one trusted GraphQL operation with the signed-in page's token and returns its `data`. */
async function asViewer<T>(page: Page, operationName: OperationName, variables: Record<string, unknown>) {
  const response = await graphql(page.request, operationName, variables, await storedToken(page));
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, operationName).toBeUndefined();
  expect(response.ok(), operationName).toBe(true);
  return body.data!;
}

test.describe("the audit log as staff", () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughUi(page, STAFF);
  });

  test("an edited announcement shows its old and new title, filtered by type and by row", async ({ page }) => {
    const oldSubject = unique("Revizija najava");
    const created = await asViewer<{ insert_feed_one: { id: string } }>(page, "CreateNajava", {
      subject: oldSubject,
      description: "Najava za provjeru revizije.",
    });
    const id = created.insert_feed_one.id;
    const updated = await asViewer<{ update_feed: { affected_rows: number } }>(page, "UpdateNajava", {
      id,
      version: 1,
      set: { subject: "Novi naslov" },
    });
    expect(updated.update_feed.affected_rows).toBe(1);

    await page.goto("/admin/revizija");
    await expect(page.getByRole("heading", { level: 1, name: T_REVIZIJA.naslov })).toBeVisible();
    await page.getByLabel(T_REVIZIJA.vrsta).selectOption({ label: T_UREDI.vrste.feed! });
    await page.getByRole("button", { name: T_REVIZIJA.filtriraj }).click();
    await expect(page).toHaveURL(/[?&]entity=feed(&|$)/);

    const entries = page.locator("tr[data-entry-id]");
    await expect(entries.first()).toBeVisible();
    // Only announcements are listed once the filter applies.
    await expect(page.locator("tr[data-entry-id]:not([data-entity='feed'])")).toHaveCount(0);
    const update = entries
      .filter({ has: page.getByRole("link", { name: id, exact: true }) })
      .filter({ has: page.locator("td", { hasText: T_REVIZIJA.radnje.update! }) });
    await expect(update).toHaveCount(1);
    await expect(update).toContainText(STAFF.email);
    await expect(update).toContainText(T_UREDI.vrste.feed!);
    const subject = update.locator("tr[data-field='subject']");
    await expect(subject.getByRole("rowheader")).toHaveText("Naslov");
    await expect(subject.getByRole("cell").nth(0)).toHaveText(oldSubject);
    await expect(subject.getByRole("cell").nth(1)).toHaveText("Novi naslov");
    await expect(update.locator("time")).toHaveText(/^\d{1,2}\. \d{1,2}\. \d{4}\. \d{2}:\d{2}$/);
    await expectAccessible(page);

    // The row's id narrows the list to that announcement: its update, then its creation.
    await update.getByRole("link", { name: id, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]entity_id=${id}(&|$)`));
    await expect(page.getByLabel(T_REVIZIJA.idZapisa)).toHaveValue(id);
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toHaveAttribute("data-action", "update");
    await expect(entries.nth(1)).toHaveAttribute("data-action", "create");
    await expect(entries.nth(1).locator("tr[data-field='subject']").getByRole("cell").nth(1)).toHaveText(oldSubject);
    // Both name the announcement by its newest title.
    await expect(entries.nth(1).locator(".audit-name")).toHaveText("Novi naslov");

    // A shared link opens the same view; at 360 px the table scrolls inside its own box, not the page.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await expect(entries).toHaveCount(2);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(360);
    await expectAccessible(page);
  });

  test("filters nothing matches say so, and another federation's log is refused", async ({ page }) => {
    await page.goto(`/admin/revizija?entity=feed&actor=${encodeURIComponent("nitko@demo.test")}`);
    await expect(page.getByText(T_REVIZIJA.nemaZapisa)).toBeVisible();
    const response = await page.request.get("/api/v1/revizija?savez_id=b0000000-0000-4000-8000-000000000002", {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
    });
    expect(response.status()).toBe(403);
  });
});

test.describe("the audit log refused to a member", () => {
  test("the page refuses in the UI and the server answers 403", async ({ page }) => {
    await signInThroughUi(page, MEMBER);
    await page.goto("/admin/revizija");
    await expect(page.getByRole("alert")).toHaveText(T_STAFF.samoOsoblje);
    await expect(page.getByRole("table")).toHaveCount(0);
    await expectAccessible(page);
    const response = await page.request.get("/api/v1/revizija", {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
    });
    expect(response.status()).toBe(403);
  });
});
