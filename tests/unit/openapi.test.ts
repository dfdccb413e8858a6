// The public API's OpenAPI document (issue 27, item 8), built in Node by the function the Worker serves it
// with, validated by an OpenAPI validator (@seriousme/openapi-schema-validator compiles JSON Schemas with
// `new Function`, which workerd forbids, so it runs here); and the reference page rendered from a document.
// tests/worker/openapi.test.ts checks that the app serves both and that every public route is described.
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { API } from "../../shared/paths";
import { openApiDocument } from "../../worker/routes/openapi";
import { operationsOf, referencePage, type ReferenceDocument } from "../../worker/routes/openapi-page";

const document = openApiDocument() as unknown as ReferenceDocument & { openapi: string };
const operations = operationsOf(document);

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    expect(document.openapi).toBe("3.1.0");
  });

  it("describes every operation: a summary, a tag, a 2xx answer with its media type, refusals as the Error schema", () => {
    expect(operations.length).toBeGreaterThanOrEqual(14);
    for (const { method, path, operation } of operations) {
      const name = `${method} ${path}`;
      expect(operation.summary, name).toBeTruthy();
      expect(operation.tags?.length, name).toBe(1);
      const answers = Object.entries(operation.responses ?? {});
      const ok = answers.filter(([status]) => status.startsWith("2"));
      expect(ok.length, name).toBe(1);
      expect(Object.keys(ok[0]![1].content ?? {}).length, name).toBeGreaterThan(0);
      for (const [status, answer] of answers.filter(([status]) => /^[45]/.test(status))) {
        expect(answer.content?.["application/json"]?.schema, `${name} ${status}`).toEqual({
          $ref: "#/components/schemas/Error",
        });
      }
    }
  });

  it("declares the parameters the routes check, with their limits", () => {
    const list = operations.find((o) => o.method === "get" && o.path === API.javnaNatjecanja)!.operation;
    expect(list.parameters?.map((p) => [p.name, p.in, p.required ?? false])).toEqual([
      ["savez", "query", false],
      ["after", "query", false],
      ["limit", "query", false],
    ]);
    expect(list.parameters?.find((p) => p.name === "limit")?.schema?.pattern).toBe("^\\d{1,3}$");
    const one = operations.find((o) => o.path === "/api/v1/natjecanja/{id}")!.operation;
    expect(one.parameters).toEqual([
      expect.objectContaining({
        name: "id",
        in: "path",
        required: true,
        schema: expect.objectContaining({ type: "string" }),
      }),
    ]);
    expect(Object.keys(one.responses ?? {})).toEqual(["200", "400", "404"]);
  });

  it("names the answers' schemas once, for the reference and for clients' generators", () => {
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(
      expect.arrayContaining([
        "JavnoNatjecanje",
        "JavnoNatjecanjeDetalji",
        "JavnoDogadanje",
        "JavniSavez",
        "StranicaNatjecanja",
        "StranicaDogadanja",
        "Provjera",
        "Error",
      ]),
    );
    // A federation may be missing where it is used ("or null" there), but the schema itself is an object.
    expect(document.components?.schemas?.JavniSavez?.type).toBe("object");
  });
});

describe("the reference page", () => {
  it("lists every operation of the document, with its parameters and answers", () => {
    const html = referencePage(document);
    for (const { method, path } of operations) {
      expect(html).toContain(`<span class="m">${method.toUpperCase()}</span> <code>${path}</code>`);
    }
    expect(html).toContain("<code>limit</code>");
    expect(html).toContain('<a href="#schema-javnonatjecanjedetalji">JavnoNatjecanjeDetalji</a>');
    expect(html).not.toMatch(/<script|https?:\/\/[^"<\s]*\.(js|css)\b/i);
  });

  it("escapes every text it takes from the document", () => {
    const hostile = "<img src=x onerror=alert(1)>";
    const html = referencePage({
      info: { title: hostile, version: `"${hostile}` },
      tags: [{ name: hostile, description: hostile }],
      paths: {
        [`/x/${hostile}`]: {
          get: {
            tags: [hostile],
            summary: hostile,
            description: hostile,
            parameters: [
              { name: hostile, in: "query", description: hostile, schema: { type: "string", pattern: hostile } },
            ],
            responses: { [hostile]: { description: hostile, content: { [hostile]: { schema: { enum: [hostile] } } } } },
          },
        },
      },
      components: {
        schemas: { [hostile]: { description: hostile, type: "object", properties: { [hostile]: { $ref: hostile } } } },
      },
    });
    expect(html).not.toContain("<img");
    expect(html).toContain("&#60;img src=x onerror=alert(1)&#62;");
  });
});
