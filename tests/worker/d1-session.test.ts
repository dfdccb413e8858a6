// Issue 17 item 6: every API answer carries its D1 session's bookmark, and a request that sends one back
// runs in a session at least that new, so a staff member reads their own write with read replicas on.
import { beforeAll, describe, expect, it } from "vitest";
import { D1_BOOKMARK_HEADER } from "../../shared/constants";
import { clientBookmark } from "../../worker/storage/d1-session";
import { bearer } from "./helpers/auth";
import { gql, seedDemo } from "./helpers/graphql";
import { VALID } from "./helpers/matrix";

describe("D1 Sessions API", () => {
  beforeAll(seedDemo);

  it("answers with a bookmark, and a read that sends a write's bookmark back sees the write", async () => {
    const staff = await bearer("staff");
    const subject = `Najava ${crypto.randomUUID()}`;
    const write = await gql("CreateNajava", {
      authorization: staff,
      variables: { ...VALID.CreateNajava, subject },
    });
    expect(write.status).toBe(200);
    const written = write.response.headers.get(D1_BOOKMARK_HEADER);
    expect(written).toMatch(/^[A-Za-z0-9_-]+$/);

    const read = await gql("ReadFeed", { authorization: staff, headers: { [D1_BOOKMARK_HEADER]: written! } });
    expect(read.status).toBe(200);
    expect(read.body.data.feed.map((f: { subject: string }) => f.subject)).toContain(subject);
    // The session never goes back in time: its bookmark is at least the one sent.
    expect(read.response.headers.get(D1_BOOKMARK_HEADER)! >= written!).toBe(true);
  });

  it("ignores a bookmark that is not one, instead of failing the request", async () => {
    for (const value of ["", "not a bookmark!", "x".repeat(500), "00000000-ffffffff-deadbeef"]) {
      const { status } = await gql("ReadFeed", { headers: { [D1_BOOKMARK_HEADER]: value } });
      expect(status, value).toBe(200);
    }
    expect(clientBookmark("not a bookmark!")).toBeNull();
    expect(clientBookmark(" 0000000a-00000001-00004f6a-1e0c ")).toBe("0000000a-00000001-00004f6a-1e0c");
  });
});
