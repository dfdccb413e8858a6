// Issue 16: staff build a competition's start list from the stored competitors (search, pick several, remove),
// and a visitor sees it on the competition's public page, name and team.
import { expect, test } from "@playwright/test";
import type { OperationName } from "../../shared/graphql/operations";
import { graphql } from "./support/stack";
import { T_JAVNO } from "../../shared/texts";
import { STAFF, storedToken, unique } from "./support/staff-ui";
import { signInThroughUi } from "./support/sign-in";

test("staff pick two competitors, remove one; the public page lists the other", async ({ page, browser }) => {
  await signInThroughUi(page, STAFF);
  const token = await storedToken(page);
  const team = unique("VK Startna");
  const prezime = team.split(" ").at(-1)!;
  const send = async (operationName: OperationName, variables: Record<string, unknown>) => {
    const response = await graphql(page.request, operationName, variables, token);
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { data: Record<string, { id: string }> };
  };
  await send("InsertNatjecatelji", {
    objects: [
      { ime: "Mara", prezime, team },
      { ime: "Pero", prezime, team },
    ],
  });
  const naziv = unique("Kup startne liste");
  const created = await send("CreateNatjecanje", {
    object: { naziv, datum_od: "2031-05-01", datum_do: "2031-05-01", lokacija: "Bundek, Zagreb" },
  });
  const id = created.data.insert_natjecanja_one!.id;

  await page.goto("/unesi-natjecanja");
  const card = page.getByRole("article", { name: naziv });
  await card.getByRole("button", { name: `${T_JAVNO.startnaListaGumb}: ${naziv}` }).click();
  const dialog = page.getByRole("dialog", { name: T_JAVNO.urediStartnuListu(naziv) });
  await dialog.getByLabel(T_JAVNO.traziNatjecatelje).fill(prezime);
  await dialog.getByLabel(`Mara ${prezime} (${team})`).check();
  await dialog.getByLabel(`Pero ${prezime} (${team})`).check();
  await dialog.getByRole("button", { name: T_JAVNO.dodajOdabrane(2) }).click();
  const list = dialog.getByRole("list", { name: T_JAVNO.startnaLista });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await list.getByRole("button", { name: `${T_JAVNO.ukloni}: Pero ${prezime} (${team})` }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);

  const visitor = await browser.newPage();
  await visitor.goto(`/natjecanja/${id}`);
  const table = visitor.getByTestId("startna-lista");
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(`Mara ${prezime}`);
  await expect(table).toContainText(team);
  await expect(table).not.toContainText("Pero");
  await visitor.close();
});
