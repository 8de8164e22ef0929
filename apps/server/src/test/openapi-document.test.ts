import { validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import type { ApiDocument } from "./openapi-operations.ts";
import { useTestApp } from "./test-app.ts";

// /api/openapi.json is what client generators, the route x role matrix and the fuzz test read, so
// it must be valid OpenAPI 3.1 under a strict validator: the official schema plus the rules that
// lenient tools skip (path parameters required and declared, unique operation ids...).

const t = useTestApp();

const STRICT = {
  "array-without-items": "error",
  "duplicate-non-request-body-parameters": "error",
  "duplicate-operation-id": "error",
  "invalid-security-scheme-properties": "error",
  "non-optional-path-parameters": "error",
  "path-parameters-not-in-parameters": "error",
  "path-parameters-not-in-path": "error",
} as const;

describe("the API document", () => {
  it("passes a strict OpenAPI 3.1 validator", async () => {
    const res = await t.request("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ openapi: "3.1.0" });
    // Whether what was served is an OpenAPI document at all is the validator's to say.
    const result = await validate(structuredClone(res.body) as Parameters<typeof validate>[0], {
      validate: { errors: { colorize: false }, rules: { openapi: STRICT } },
    });
    expect(result.valid ? [] : result.errors.map((e) => e.message)).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it("documents every operation's input and its error responses in the error contract", async () => {
    const doc = (await t.request<ApiDocument>("/api/openapi.json")).body;
    const problems: string[] = [];
    for (const [path, item] of Object.entries<Record<string, OperationDoc>>(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        const statuses = Object.keys(op.responses ?? {});
        // A link opened from an email answers with a redirect to a page; that is its success.
        if (!statuses.some((s) => /^[23]/.test(s))) problems.push(`${where}: no success response`);
        const takesInput = Boolean(op.requestBody || op.parameters?.length);
        if (takesInput && !statuses.includes("400")) problems.push(`${where}: input but no 400 response`);
        for (const status of statuses.filter((s) => s.startsWith("4"))) {
          const schema = op.responses[status].content?.["application/json"]?.schema;
          if (!isErrorContract(doc, schema))
            problems.push(`${where}: ${status} is not in the error contract`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

interface SchemaDoc {
  $ref?: string;
  properties?: Record<string, SchemaDoc>;
  required?: string[];
}

interface OperationDoc {
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: SchemaDoc }> }>;
}

/** {"error": {"code", "message", ...}} (docs/architecture.md §4), inline or by reference. */
function isErrorContract(doc: { components?: { schemas?: Record<string, SchemaDoc> } }, schema?: SchemaDoc) {
  const resolved = schema?.$ref ? doc.components?.schemas?.[schema.$ref.split("/").pop() ?? ""] : schema;
  const error = resolved?.properties?.error;
  return Boolean(
    resolved?.required?.includes("error") &&
      error?.required?.includes("code") &&
      error.required.includes("message"),
  );
}
