// The verifiable membership card in Chromium (issue 15): the demo member's card shows a QR; the QR decoded from
// a screenshot (jsqr + pngjs) opens /provjera/... in an anonymous context showing 'Aktivna'; staff suspend it
// and the same QR shows 'Suspendirana'; a token with one character changed shows 'Nevažeća iskaznica'.
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { OPERATIONS } from "../../shared/graphql/operations";
import { submitSignIn } from "./support/sign-in";
import { expect, test } from "./support/spa";

test.use({ account: "clan" });

/** The URL a QR on the screen holds, read from a screenshot of it. */
async function decodeQr(png: Buffer): Promise<string> {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!code) throw new Error("no QR code found in the screenshot");
  return code.data;
}

test("the card's QR opens a live verification: Aktivna, Suspendirana, and a changed token is Nevažeća", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/membership");
  const qr = page.getByTestId("membership-qr").first();
  await expect(qr).toBeVisible();
  const url = await decodeQr(await qr.screenshot());
  expect(url).toMatch(/\/provjera\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  expect(url.length).toBeLessThanOrEqual(300);

  const anonymous = await browser.newContext({ baseURL });
  const visitor = await anonymous.newPage();
  await visitor.goto(url);
  await expect(visitor.getByTestId("provjera-status")).toHaveText("Aktivna");
  await expect(visitor.getByText("Ivana Horvat")).toBeVisible();

  // Staff suspend the Gold card (the first) through the register's operation.
  const staff = await browser.newContext({ baseURL, storageState: undefined });
  const staffPage = await staff.newPage();
  await submitSignIn(staffPage, { email: "staff@demo.test", password: "demo-staff-1" });
  await expect(staffPage).toHaveURL(/\/dashboard$/);
  /** Runs a register operation on the demo Gold card as staff (what the register's buttons send). */
  const asStaff = (name: "SuspendirajClanstvo" | "AktivirajClanstvo", version: number, set: Record<string, string>) =>
    staffPage.evaluate(
      async ({ query, operationName, version, set }) => {
        const store = JSON.parse(localStorage.getItem("user-store") ?? "{}") as { state?: { token?: string } };
        const response = await fetch("/v1/graphql", {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${store.state?.token ?? ""}` },
          body: JSON.stringify({
            operationName,
            query,
            variables: { id: "a1000000-0000-4000-8000-000000000001", version, set },
          }),
        });
        return response.status;
      },
      { query: OPERATIONS[name], operationName: name, version, set },
    );
  const suspended = await asStaff("SuspendirajClanstvo", 1, { status: "suspendirana", suspension_reason: "Provjera" });
  expect(suspended).toBe(200);
  await visitor.goto(url);
  await expect(visitor.getByTestId("provjera-status")).toHaveText("Suspendirana");

  const token = url.slice(url.lastIndexOf("/") + 1);
  const at = token.indexOf(".") + 5;
  const changed = token.slice(0, at) + (token[at] === "A" ? "B" : "A") + token.slice(at + 1);
  await visitor.goto(url.replace(token, changed));
  await expect(visitor.getByTestId("provjera-status")).toHaveText("Nevažeća iskaznica");
  // The demo card goes back to aktivna for the other browser tests (they share the stack's data).
  expect(await asStaff("AktivirajClanstvo", 2, { status: "aktivna" })).toBe(200);
  await anonymous.close();
  await staff.close();
});
