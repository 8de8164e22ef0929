import Ajv2020 from "ajv/dist/2020.js";
import type { JsonSchema } from "./schema-arbitrary.ts";
import type { TestApp } from "./test-app.ts";

// The operations of /api/openapi.json in a form the generated suites (route x role matrix, fuzz)
// can drive, and a check that an answer is one the document describes.

export interface Param {
  name: string;
  in: "path" | "query";
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** "POST /api/groups/{id}/leave": the key of the matrix table. */
  key: string;
  method: string;
  path: string;
  pathParams: Param[];
  queryParams: Param[];
  body?: { contentType: string; schema: JsonSchema };
  /** Documented statuses and their JSON schema, if any. */
  responses: Record<string, JsonSchema | undefined>;
}

/** GET /api/openapi.json, as far as the tests read it. */
export interface ApiDocument {
  openapi: string;
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface RawOperation {
  parameters?: Param[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<
    string,
    { headers?: Record<string, unknown>; content?: Record<string, { schema?: JsonSchema }> }
  >;
}

export async function loadApiDocument(t: TestApp): Promise<ApiDocument> {
  const res = await t.request<ApiDocument>("/api/openapi.json");
  if (res.status !== 200) throw new Error(`openapi.json answered ${res.status}`);
  return res.body;
}

export function operationsOf(doc: ApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const params = op.parameters ?? [];
      const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === "path"),
        queryParams: params.filter((p) => p.in === "query"),
        body: contentType ? { contentType, schema: media?.schema ?? {} } : undefined,
        responses: Object.fromEntries(
          Object.entries(op.responses).map(([status, r]) => [
            status,
            r.content?.["application/json"]?.schema,
          ]),
        ),
      });
    }
  }
  return operations;
}

/** "/api/groups/{id}" with { id: "x" } -> "/api/groups/x" (values already encoded). */
export const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");

/** Hono's form of an OpenAPI path: {id} -> :id. */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

// A stack frame, a source location or SQL: none may ever reach a client.
const STACK = /\n\s+at [^\n]+:\d+:\d+|node_modules|\.tsx?:\d+/;
const SQL =
  /\b(select\b[^"]*\bfrom|insert into|update \S+ set|delete from)\b|violates|duplicate key|syntax error at|relation "|Failed query|DrizzleQueryError|PostgresError/i;

/**
 * Problems with an answer: a 5xx, a status the document does not list for the operation, an error
 * body outside the contract, a body that does not match its documented schema, a leak.
 */
export function answerChecker(doc: ApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  const compiled = new Map<JsonSchema, ReturnType<typeof ajv.compile>>();
  const validatorOf = (schema: JsonSchema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile({ ...schema, components: doc.components });
      compiled.set(schema, validate);
    }
    return validate;
  };
  return (op: Operation, status: number, text: string, contentType: string | null): string[] => {
    const problems: string[] = [];
    if (status >= 500) problems.push(`answered ${status}`);
    if (!(String(status) in op.responses))
      problems.push(`answered ${status}, which the document does not list`);
    if (STACK.test(text)) problems.push("leaks a stack trace or source path");
    if (!contentType?.includes("application/json")) return problems;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [...problems, "answered invalid JSON"];
    }
    if (status >= 400) {
      const error = (body as { error?: { code?: unknown; message?: unknown } })?.error;
      if (typeof error?.code !== "string" || typeof error.message !== "string")
        problems.push(`error body outside the contract: ${text.slice(0, 200)}`);
      if (SQL.test(text)) problems.push(`error body leaks SQL: ${text.slice(0, 200)}`);
    }
    const schema = op.responses[String(status)];
    if (schema) {
      const validate = validatorOf(schema);
      if (!validate(body))
        problems.push(`body does not match the documented schema: ${ajv.errorsText(validate.errors)}`);
    }
    return problems;
  };
}
