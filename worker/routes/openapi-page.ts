// The public API's reference page (GET /api/v1/docs): the OpenAPI document rendered as one HTML page on the
// server, every operation with its parameters and answers and every named schema. No script and nothing from
// another origin, so it reads offline and under the app's Content-Security-Policy (inline styles are allowed).
// Pure: document in, HTML out. Every text from the document is escaped.

/** The parts of an OpenAPI 3.1 document the page reads (JSON Schema objects stay loose). */
interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  /** A parameter declared in place (a `$ref` to a shared one would have neither name nor place). */
  parameters?: { name?: string; in?: string; required?: boolean; description?: string; schema?: Schema }[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

type PathItem = Partial<Record<(typeof METHODS)[number], Operation>>;

export interface ReferenceDocument {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, PathItem | undefined>;
  components?: { schemas?: Record<string, Schema> };
}

const escape = (text: unknown) => String(text).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The document's Markdown, kept simple: `code` in a line of text… */
const inline = (text: string | undefined) => escape(text ?? "").replace(/`([^`]+)`/g, "<code>$1</code>");

/** …and paragraphs. */
const prose = (text: string | undefined) =>
  (text ?? "")
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== "")
    .map((paragraph) => `<p>${inline(paragraph)}</p>`)
    .join("");

const anchor = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const refName = (ref: string) => ref.slice(ref.lastIndexOf("/") + 1);

/** What a JSON Schema allows, in one line; objects list their fields underneath. */
function typeOf(schema: Schema | undefined): string {
  if (!schema) return `<span class="t">any</span>`;
  if (schema.$ref) return `<a href="#schema-${anchor(refName(schema.$ref))}">${escape(refName(schema.$ref))}</a>`;
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(typeOf).join(" | ");
  if (schema.allOf) return schema.allOf.map(typeOf).join(" and ");
  if (schema.enum) return schema.enum.map((value) => `<code>${escape(JSON.stringify(value))}</code>`).join(" | ");
  if (schema.const !== undefined) return `<code>${escape(JSON.stringify(schema.const))}</code>`;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  // "or null" comes before an object's fields, where it cannot be read as the last field's.
  const orNull = types.includes("null") ? ` <span class="t">or null</span>` : "";
  const shown = types
    .filter((type) => type !== "null")
    .map((type) => {
      if (type === "array") return `<span class="t">array of</span> ${typeOf(schema.items)}${orNull}`;
      if (type === "object") return fieldsOf(schema, orNull);
      return `<span class="t">${escape(type)}</span>${limitsOf(schema)}${orNull}`;
    });
  if (shown.length === 0) return types.length > 0 ? `<span class="t">null</span>` : `<span class="t">any</span>`;
  return shown.join(" | ");
}

function limitsOf(schema: Schema): string {
  const limits = [
    schema.format && `format ${escape(schema.format)}`,
    schema.pattern && `pattern <code>${escape(schema.pattern)}</code>`,
    schema.minLength !== undefined && `${schema.minLength}–${schema.maxLength ?? "∞"} characters`,
    schema.minimum !== undefined && `${schema.minimum}–${schema.maximum ?? "∞"}`,
  ].filter(Boolean);
  return limits.length > 0 ? ` <small>(${limits.join(", ")})</small>` : "";
}

function fieldsOf(schema: Schema, orNull: string): string {
  const fields = Object.entries(schema.properties ?? {});
  const more = schema.additionalProperties && schema.additionalProperties !== true ? schema.additionalProperties : null;
  if (fields.length === 0 && !more) return `<span class="t">object</span>${orNull}`;
  const required = new Set(schema.required ?? []);
  const items = fields.map(
    ([name, field]) =>
      `<li><code>${escape(name)}</code>${required.has(name) ? "" : `<span class="opt">?</span>`}: ${typeOf(field)}` +
      `${field.description ? ` <span class="d">${inline(field.description)}</span>` : ""}</li>`,
  );
  if (more) items.push(`<li><em>any other name</em>: ${typeOf(more)}</li>`);
  return `<span class="t">object</span>${orNull}<ul>${items.join("")}</ul>`;
}

function parametersOf(operation: Operation): string {
  const parameters = operation.parameters ?? [];
  if (parameters.length === 0) return "";
  const rows = parameters.map(
    (p) =>
      `<tr><td><code>${escape(p.name)}</code>${p.required ? "" : `<span class="opt">?</span>`}</td><td>${escape(p.in)}</td>` +
      `<td>${typeOf(p.schema)}</td><td>${inline(p.description ?? p.schema?.description)}</td></tr>`,
  );
  return `<table><thead><tr><th>Parameter</th><th>In</th><th>Type</th><th>Meaning</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

function responsesOf(operation: Operation): string {
  const items = Object.entries(operation.responses ?? {}).map(([status, response]) => {
    const content = Object.entries(response.content ?? {}).map(
      ([type, media]) =>
        `<div class="media"><code>${escape(type)}</code> ${media.schema ? typeOf(media.schema) : ""}</div>`,
    );
    return `<li><strong>${escape(status)}</strong> ${inline(response.description)}${content.join("")}</li>`;
  });
  return `<h4>Answers</h4><ul class="answers">${items.join("")}</ul>`;
}

/** Every operation of the document: method, path and its declaration. */
export function operationsOf(document: ReferenceDocument) {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) => ({ method, path, operation: item![method]! })),
  );
}

const operationId = (method: string, path: string) => `op-${method}-${anchor(path)}`;

function operationSection({ method, path, operation }: ReturnType<typeof operationsOf>[number]): string {
  return (
    `<section class="op" id="${operationId(method, path)}"><h3><span class="m">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>` +
    `${operation.summary ? `<p><strong>${inline(operation.summary)}</strong></p>` : ""}${prose(operation.description)}` +
    `${parametersOf(operation)}${responsesOf(operation)}</section>`
  );
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1a1a}
code{font:0.9em ui-monospace,monospace;background:#f2f2f2;padding:0 .2em;border-radius:3px}
h2{border-bottom:2px solid #ddd;margin-top:2.5rem}.op{border-top:1px solid #ddd;padding-top:.5rem}
.m{display:inline-block;min-width:4em;color:#fff;background:#17635a;border-radius:3px;padding:0 .4em;font-size:.85em}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top}
.opt{color:#8a5300}.t{color:#17635a}.d,small{color:#555}ul ul{margin:.2rem 0}.media{margin:.2rem 0 .2rem 1rem}
nav li{list-style:none}nav ul{padding-left:0}`;

/** The page: contents, the operations by tag, then the named schemas. */
export function referencePage(document: ReferenceDocument): string {
  const operations = operationsOf(document);
  const tags = [...(document.tags ?? [])];
  for (const { operation } of operations) {
    for (const name of operation.tags ?? []) if (!tags.some((tag) => tag.name === name)) tags.push({ name });
  }
  const untagged = operations.filter(({ operation }) => !operation.tags?.length);
  const groups = [
    ...tags.map((tag) => ({ ...tag, ops: operations.filter(({ operation }) => operation.tags?.includes(tag.name)) })),
    ...(untagged.length > 0 ? [{ name: "Other", description: undefined, ops: untagged }] : []),
  ].filter((group) => group.ops.length > 0);
  const contents = groups.map(
    (group) =>
      `<li><strong>${escape(group.name)}</strong><ul>${group.ops
        .map(
          ({ method, path, operation }) =>
            `<li><a href="#${operationId(method, path)}"><span class="m">${method.toUpperCase()}</span> <code>${escape(path)}</code></a> ${escape(operation.summary ?? "")}</li>`,
        )
        .join("")}</ul></li>`,
  );
  const sections = groups.map(
    (group) =>
      `<h2 id="tag-${anchor(group.name)}">${escape(group.name)}</h2>${prose(group.description)}${group.ops.map(operationSection).join("")}`,
  );
  const schemas = Object.entries(document.components?.schemas ?? {}).map(
    ([name, schema]) =>
      `<section class="op" id="schema-${anchor(name)}"><h3>${escape(name)}</h3>${prose(schema.description)}${typeOf(schema)}</section>`,
  );
  const title = escape(document.info.title);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${STYLE}</style></head><body>
<h1>${title} <small>${escape(document.info.version)}</small></h1>${prose(document.info.description)}
<p>The machine-readable description: <a href="openapi.json"><code>openapi.json</code></a> (OpenAPI 3.1).</p>
<nav><h2>Contents</h2><ul>${contents.join("")}</ul></nav>${sections.join("")}
<h2 id="schemas">Schemas</h2>${schemas.join("")}</body></html>`;
}
