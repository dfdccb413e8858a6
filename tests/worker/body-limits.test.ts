// GraphQL body limits decided once the caller and the operation are known (worker/security/body-limits.ts):
// anonymous callers get 64 KB whatever they name; staff get each bulk operation's own limit, and a 413 states
// that limit (issue 28: a real large ImportClanstva was refused before its caller was known, saying 64 KB).
import { describe, expect, it } from "vitest";
import { OPERATIONS } from "../../shared/graphql/operations";
import { T_BODY_LIMIT } from "../../shared/texts";
import { bearer } from "./helpers/auth";
import { postGraphql } from "./helpers/graphql";
import { streamed } from "./helpers/graphql-body";

type GqlErrors = { errors: { message: string; extensions: { code: string } }[] };

const MB = 1024 * 1024;

/** A body of about `size` bytes naming `operationName` with its trusted document, padded in a variable. */
function bodyOf(operationName: "ImportClanstva" | "InsertNatjecatelji", size: number): string {
  const head = JSON.stringify({ operationName, query: OPERATIONS[operationName], variables: { pad: "" } });
  return head.replace('"pad":""', `"pad":"${"a".repeat(size - head.length)}"`);
}

const post = postGraphql;

describe("GraphQL body limits by caller and operation", () => {
  it("reads a staff member's 3 MB ImportClanstva to the end (its limit is 4 MB, not the 2 MB of other bulk operations)", async () => {
    const response = await post(bodyOf("ImportClanstva", 3 * MB), await bearer("staff"));
    const body = (await response.json()) as GqlErrors;
    // Read whole and run to its variables' check (the padding is not an import): never a 413.
    expect(response.status).not.toBe(413);
    expect(body.errors[0].extensions.code).not.toBe("BAD_REQUEST");
  });

  it("refuses a staff member's 5 MB ImportClanstva with 413 saying 4 MB", async () => {
    const response = await post(bodyOf("ImportClanstva", 5 * MB), await bearer("staff"));
    expect(response.status).toBe(413);
    expect(((await response.json()) as GqlErrors).errors[0].message).toBe(T_BODY_LIMIT.tooLarge("4 MB"));
  });

  it("refuses a staff member's 3 MB InsertNatjecatelji with 413 saying 2 MB", async () => {
    const response = await post(bodyOf("InsertNatjecatelji", 3 * MB), await bearer("staff"));
    expect(response.status).toBe(413);
    expect(((await response.json()) as GqlErrors).errors[0].message).toBe(T_BODY_LIMIT.tooLarge("2 MB"));
  });

  it("refuses an anonymous 1 MB ImportClanstva with 413 saying 64 KB after reading little more than 64 KB", async () => {
    const { body, sent } = streamed("ImportClanstva", MB);
    const response = await post(body);
    expect(response.status).toBe(413);
    expect(((await response.json()) as GqlErrors).errors[0].message).toBe(T_BODY_LIMIT.tooLarge("64 KB"));
    expect(sent()).toBeLessThan(256 * 1024);
  });

  it("refuses a member's declared 1 MB ImportClanstva at once with 413 saying 64 KB (a member may not import)", async () => {
    const response = await post(bodyOf("ImportClanstva", MB), await bearer("member"));
    expect(response.status).toBe(413);
    expect(((await response.json()) as GqlErrors).errors[0].message).toBe(T_BODY_LIMIT.tooLarge("64 KB"));
  });
});
