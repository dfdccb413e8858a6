import { expect, test } from "@playwright/test";
import { graphql, recall } from "../support/stack";

test("the feed item written before the Worker restarted is still there", async ({ request }) => {
  const { id, subject } = recall<{ id: string; subject: string }>("persisted-najava");
  const response = await graphql(request, "ReadFeed");
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  expect(data.feed).toContainEqual(expect.objectContaining({ id, subject }));
});
