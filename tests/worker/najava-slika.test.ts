// An announcement's picture: staff upload a photo through the image route, CreateNajava stores its key, and
// every reader gets its URL as slika_url (derived on the server). An SVG's key or anything not uploaded is
// refused; removing the picture clears the URL; the purge takes the R2 object with the row.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { imageUrl } from "../../shared/paths";
import { T_VALIDATION } from "../../shared/texts";
import { database } from "../../worker/data/db";
import { purgeDeleted } from "../../worker/data/purge";
import { SAVEZ_A, bearer } from "./helpers/auth";
import { gql, seedDemo } from "./helpers/graphql";
import { uploadTo } from "./helpers/uploads";

const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mM4w8DwHwAENAHM7EKZhwAAAABJRU5ErkJggg=="),
  (ch) => ch.charCodeAt(0),
);

let staff: string;
beforeEach(async () => {
  await seedDemo();
  staff = await bearer("staff");
});

/** Uploads the PNG as staff; returns its key. */
async function uploadPhoto(): Promise<string> {
  const response = await uploadTo("https://app.test/api/v1/files/slike", "slika.png", PNG, staff);
  expect(response.status).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

const create = (variables: Record<string, unknown>) =>
  gql("CreateNajava", {
    authorization: staff,
    variables: { subject: "Regata", description: "Na Jarunu.", savez_id: SAVEZ_A, ...variables },
  });

const feedItem = async (id: string) =>
  ((await gql("ReadFeed")).body.data.feed as { id: string; slika_url: string | null }[]).find((f) => f.id === id);

describe("CreateNajava with a picture", () => {
  it("stores the uploaded photo's key and home's ReadFeed shows its URL", async () => {
    const key = await uploadPhoto();
    const { status, body } = await create({ slika_key: key });
    expect(status).toBe(200);
    const id = body.data.insert_feed_one.id as string;
    expect(await feedItem(id)).toMatchObject({ slika_url: imageUrl(key) });
    const row = await env.DB.prepare("SELECT slika_key FROM feed WHERE id = ?").bind(id).first();
    expect(row).toEqual({ slika_key: key });
  });

  it.each([
    ["an SVG's key", `${crypto.randomUUID()}.svg`],
    ["a URL", "https://evil.example/x.png"],
    ["a path", "../x.png"],
  ])("refuses %s at the field, and writes nothing", async (_label, slika_key) => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM feed").first<{ n: number }>();
    const { body } = await create({ slika_key });
    expect(body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(body.errors[0].extensions.fields.slika_key).toEqual([T_VALIDATION.badSlikaKey]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM feed").first<{ n: number }>()).toEqual(before);
  });

  it("without a picture leaves slika_url empty", async () => {
    const { body } = await create({});
    expect(await feedItem(body.data.insert_feed_one.id)).toMatchObject({ slika_url: null });
  });
});

describe("editing and purging an announcement with a picture", () => {
  it("removing the picture clears its URL, and an edit of a seeded item keeps its static picture", async () => {
    const key = await uploadPhoto();
    const id = (await create({ slika_key: key })).body.data.insert_feed_one.id as string;
    const removed = await gql("UpdateNajava", {
      authorization: staff,
      variables: { id, version: 1, set: { slika_key: null } },
    });
    expect(removed.status).toBe(200);
    expect(await feedItem(id)).toMatchObject({ slika_url: null });

    const seeded = await env.DB.prepare(
      "SELECT id, version, slika_url FROM feed WHERE slika_url IS NOT NULL AND savez_id = ? LIMIT 1",
    )
      .bind(SAVEZ_A)
      .first<{ id: string; version: number; slika_url: string }>();
    expect(seeded).not.toBeNull();
    await gql("UpdateNajava", {
      authorization: staff,
      variables: { id: seeded!.id, version: seeded!.version, set: { subject: "Novi naslov" } },
    });
    const after = await env.DB.prepare("SELECT subject, slika_url FROM feed WHERE id = ?").bind(seeded!.id).first();
    expect(after).toEqual({ subject: "Novi naslov", slika_url: seeded!.slika_url });
  });

  it("the purge of a deleted announcement removes its picture from R2", async () => {
    const key = await uploadPhoto();
    const id = (await create({ slika_key: key })).body.data.insert_feed_one.id as string;
    const deleted = await gql("DeleteNajava", { authorization: staff, variables: { id, version: 1 } });
    expect(deleted.status).toBe(200);
    const longAgo = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await env.DB.prepare("UPDATE feed SET deleted_at = ? WHERE id = ?").bind(longAgo, id).run();
    expect(await env.DOCUMENTS.head(key)).not.toBeNull();
    await purgeDeleted(database(env.DB), env.DOCUMENTS);
    expect(await env.DOCUMENTS.head(key)).toBeNull();
  });
});
