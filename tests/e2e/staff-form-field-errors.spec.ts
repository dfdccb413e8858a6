// A refusal only the server can make reaches the field it is about: the results form saves against a
// competition that is no longer stored, the real Worker answers 400 BAD_USER_INPUT with
// fields {"object.natjecanje_id": ["Ne postoji."]} (its foreign-key guard), and the form shows that message
// under the competition picker, tied to it, with everything typed kept.
//
// No trusted operation deletes a competition, so the stale state is made on the read side: the page's
// Natjecanja answer (fetched from the real Worker) gets one extra competition that is not stored, as if it
// had been removed after the list was loaded. CreateRezultat itself goes to the real server unchanged.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { T, T_STAFF } from "../../shared/texts";
import { expectAccessible } from "./support/spa";
import { STAFF, unique } from "./support/staff-ui";
import { signInThroughUi } from "./support/sign-in";

const operationOf = (postData: string | null) => {
  try {
    return (JSON.parse(postData ?? "{}") as { operationName?: string }).operationName;
  } catch {
    return undefined;
  }
};

test("the server's refusal of one field shows at that field and the rest of the input is kept", async ({ page }) => {
  await signInThroughUi(page, STAFF);
  const gone = {
    id: randomUUID(),
    naziv: unique("Otkazana regata"),
    datum_od: "2025-09-06",
    datum_do: "2025-09-07",
    lokacija: "Jarun, Zagreb",
    dokument_key: null,
    dokument_naziv: null,
    dokumenti: [],
  };
  await page.route("**/v1/graphql", async (route) => {
    if (operationOf(route.request().postData()) !== "Natjecanja") return route.fallback();
    const response = await route.fetch();
    const json = (await response.json()) as { data: { natjecanja: unknown[] } };
    json.data.natjecanja.unshift(gone);
    await route.fulfill({ response, json });
  });

  await page.goto("/unos-rezultata");
  const picker = page.getByLabel(T_STAFF.odaberiNatjecanje);
  await picker.selectOption({ label: gone.naziv });
  await page.getByLabel(`${T.ime} 1`).fill("AK Sljeme");
  await page.getByLabel(`${T_STAFF.bodovi} 1`).fill("50");
  await page.getByRole("button", { name: T_STAFF.dodajRedak }).click();
  await page.getByLabel(`${T.ime} 2`).fill("AK Maksimir");
  await page.getByLabel(`${T_STAFF.bodovi} 2`).fill("41.5");

  const answer = page.waitForResponse(
    (r) => r.url().endsWith("/v1/graphql") && operationOf(r.request().postData()) === "CreateRezultat",
  );
  await page.getByRole("button", { name: T.posalji }).click();
  const response = await answer;
  // The real Worker refused the competition, and only it.
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({
    errors: [{ extensions: { code: "BAD_USER_INPUT", fields: { "object.natjecanje_id": ["Ne postoji."] } } }],
  });

  // The message is at the picker: in the element that describes it, inside the picker's field.
  await expect(picker).toHaveAttribute("aria-invalid", "true");
  const describedBy = await picker.getAttribute("aria-describedby");
  expect(describedBy).toBeTruthy();
  const message = page.locator(`[id="${describedBy}"]`);
  await expect(message).toHaveText("Ne postoji.");
  await expect(page.locator(".field", { has: picker })).toContainText("Ne postoji.");
  await expect(picker).toBeFocused();
  // Not the generic text, and nothing was saved.
  await expect(page.getByText(T.genericError)).toHaveCount(0);
  await expect(page.getByText(T_STAFF.rezultatOk)).toHaveCount(0);
  // Everything typed is still there.
  await expect(picker).toHaveValue(gone.id);
  await expect(page.getByLabel(T_STAFF.ilNazivNatjecanja)).toHaveValue(gone.naziv);
  await expect(page.getByLabel(`${T_STAFF.mjesto} 1`)).toHaveValue("1");
  await expect(page.getByLabel(`${T.ime} 1`)).toHaveValue("AK Sljeme");
  await expect(page.getByLabel(`${T_STAFF.bodovi} 1`)).toHaveValue("50");
  await expect(page.getByLabel(`${T_STAFF.mjesto} 2`)).toHaveValue("2");
  await expect(page.getByLabel(`${T.ime} 2`)).toHaveValue("AK Maksimir");
  await expect(page.getByLabel(`${T_STAFF.bodovi} 2`)).toHaveValue("41.5");
  await expectAccessible(page);
  // A revalidation still in flight must not outlive the test and its route.
  await page.unrouteAll({ behavior: "ignoreErrors" });

  // Picking a stored competition clears the message, and the same standings are then saved.
  await picker.selectOption({ label: "Zagrebačka regata 2025" });
  await expect(message).toHaveCount(0);
  await expect(picker).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: T.posalji }).click();
  await expect(page.getByText(T_STAFF.rezultatOk)).toBeVisible();
});
