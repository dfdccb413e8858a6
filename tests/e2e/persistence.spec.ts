import { expect, test } from "@playwright/test";
import { idToken } from "./support/sign-in";
import { graphql, remember } from "./support/stack";

test("a feed item written through the Worker is stored (checked again after the restart)", async ({ request }) => {
  const token = await idToken(request, { email: "staff@demo.test", password: "demo-staff-1" });
  const subject = `Trajnost ${Date.now()}`;
  const response = await graphql(
    request,
    "CreateNajava",
    { subject, description: "Zapis prije ponovnog pokretanja." },
    token,
  );
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  expect(data.insert_feed_one.id).toEqual(expect.any(String));
  remember("persisted-najava", { id: data.insert_feed_one.id, subject });
});
