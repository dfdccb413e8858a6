// The GraphQL gateway end to end: the real Worker (wrangler dev) with the demo seed, and ID tokens from
// the Firebase Auth Emulator, as `npm start` runs them.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { OPERATIONS } from "../../shared/graphql/operations";
import { idToken } from "./support/sign-in";
import { graphql } from "./support/stack";
import { asSeeded } from "./support/demo-dates";

async function gql(
  request: APIRequestContext,
  operationName: keyof typeof OPERATIONS,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  const response = await graphql(request, operationName, variables, token);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status(), body: (await response.json()) as any, headers: response.headers() };
}

test("ReadFeed returns 12 items and 3 results, newest first with nulls last", async ({ request }) => {
  const { status, body } = await gql(request, "ReadFeed");
  expect(status).toBe(200);
  expect(body.data.feed).toHaveLength(12);
  expect(body.data.rezultati).toHaveLength(3);
  const dates: (string | null)[] = body.data.rezultati.map((r: { created_at: string | null }) => r.created_at);
  expect(dates).toEqual(
    ["2025-06-01T18:00:00.000Z", "2025-04-27T20:00:00.000Z", "2025-03-15T21:00:00.000Z"].map(asSeeded),
  );
  // The two seeded items without created_at sort after all 14 dated ones, so never make the 12.
  const ids = body.data.feed.map((f: { id: string }) => f.id);
  expect(ids).not.toContain("f0000000-0000-4000-8000-000000000015");
  expect(ids).not.toContain("f0000000-0000-4000-8000-000000000016");
  const seeded = ids.filter((id: string) => id.startsWith("f0000000-"));
  expect(seeded).toEqual([...seeded].sort()); // seed ids grow as created_at falls
});

test("a staff CreateNajava is visible in the next anonymous ReadFeed", async ({ request }) => {
  await gql(request, "ReadFeed"); // warm the edge cache, so the write must invalidate it
  const staff = await idToken(request, { email: "staff@demo.test", password: "demo-staff-1" });
  const subject = `E2E najava ${Date.now()}`;
  const created = await gql(request, "CreateNajava", { subject, description: "Stvoreno u e2e testu." }, staff);
  expect(created.status).toBe(200);
  const { body } = await gql(request, "ReadFeed");
  expect(body.data.feed[0]).toMatchObject({ id: created.body.data.insert_feed_one.id, subject });
});

test("the server refuses writes from anonymous callers (401) and members (403)", async ({ request }) => {
  const variables = { subject: "Ne smije", description: "Ne smije proći." };
  const anonymous = await gql(request, "CreateNajava", variables);
  expect(anonymous.status).toBe(401);
  expect(anonymous.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
  const member = await idToken(request, { email: "clan@demo.test", password: "demo-clan-1" });
  const forbidden = await gql(request, "CreateNajava", variables, member);
  expect(forbidden.status).toBe(403);
  expect(forbidden.body.errors[0].extensions.code).toBe("FORBIDDEN");
  const own = await gql(request, "users", {}, member);
  expect(own.body.data.users).toEqual([expect.objectContaining({ firebase_user_id: "demo-clan-uid" })]);
});
