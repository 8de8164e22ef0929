import fc from "fast-check";

// fast-check arbitraries derived from the JSON Schemas of /api/openapi.json (OpenAPI 3.1 = JSON
// Schema 2020-12), for the fuzz test. zod-fast-check only reads zod 3, and the document is what
// clients see anyway. `valid` aims inside the schema; `hostile` mixes in what a broken client or
// an attacker sends: wrong types, out-of-range numbers and strings chosen to break parsers,
// databases, mail headers and HTML.

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

/** Strings that have broken real systems; each reaches every string field some of the time. */
export const HOSTILE_STRINGS: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\r\nBcc: victim@example.com",
  "line\rbreak\nand\ttab\u0007\u001b[31m",
  "\u202Eevil.exe\u202C",
  "\u200B\uFEFF\u200D",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "\uD800",
  "\uDFFFx\uD83D",
  "é vs e\u0301",
  "'; drop table profiles; --",
  "' OR '1'='1",
  "1) union select password from account --",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  // A template-injection probe: the placeholder is the point.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: literal text sent to the server.
  "{{7*7}}${7*7}",
  "../../../../etc/passwd",
  "%00%E0%ZZ",
  "NaN",
  "-0",
  "1e309",
  "9".repeat(400),
  "x".repeat(100_000),
  "ñ".repeat(5000),
];

/** Numbers at and beyond every edge a column or a parser has. */
export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -1,
  0.5,
  -0.000001,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const hostileNumber = fc.constantFrom(...HOSTILE_NUMBERS);

/** Any JSON value of a type the schema does not expect (and some it does, out of range). */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { __proto__: null, constructor: { prototype: 1 } }),
  fc.constant(Array.from({ length: 2000 }, (_, i) => i)),
  fc.jsonValue({ maxDepth: 3 }),
);

export interface Walker {
  valid(schema: JsonSchema): fc.Arbitrary<unknown>;
  hostile(schema: JsonSchema): fc.Arbitrary<unknown>;
}

/** `components` resolves $ref (#/components/schemas/Name). */
export function schemaWalker(components: Record<string, JsonSchema> = {}): Walker {
  const resolve = (schema: JsonSchema): JsonSchema =>
    schema.$ref ? resolve(components[schema.$ref.split("/").pop() ?? ""] ?? {}) : schema;

  function valid(input: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
    const schema = resolve(input);
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) return fc.oneof(...alternatives.map((s) => valid(s, depth + 1)));
    if (schema.allOf) return valid(Object.assign({}, ...schema.allOf.map(resolve)), depth + 1);
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : ["string"];
    return fc.oneof(...types.map((type) => ofType(type, schema, depth)));
  }

  function ofType(type: string, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
    switch (type) {
      case "null":
        return fc.constant(null);
      case "boolean":
        return fc.boolean();
      case "integer":
      case "number": {
        const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_001) + 1;
        const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_001) - 1;
        return type === "integer"
          ? fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max))
          : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      }
      case "array": {
        const items = schema.items ?? {};
        return fc.array(valid(items, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 5, depth > 2 ? 2 : 8),
        });
      }
      case "object":
        return objectOf(schema, depth, (s) => valid(s, depth + 1));
      default:
        return stringOf(schema);
    }
  }

  function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
    switch (schema.format) {
      case "uuid":
        return fc.uuid();
      case "email":
        return fc.emailAddress();
      case "date":
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      case "date-time":
        return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      case "binary":
        return fc.string();
      case "uri":
        return fc.webUrl();
    }
    if (schema.pattern) {
      try {
        return fc.stringMatching(new RegExp(schema.pattern));
      } catch {
        // A pattern fast-check cannot invert: plain strings still probe the validator.
      }
    }
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, 300));
    return fc.oneof(
      fc.string({ minLength, maxLength, unit: "grapheme" }),
      fc.string({ minLength, maxLength, unit: "binary" }),
      // At the documented limit exactly: the longest value a real user can send.
      fc.constant("é".repeat(maxLength)),
    );
  }

  function objectOf(
    schema: JsonSchema,
    depth: number,
    field: (s: JsonSchema) => fc.Arbitrary<unknown>,
  ): fc.Arbitrary<Record<string, unknown>> {
    const properties = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, sub] of Object.entries(properties)) model[name] = field(sub);
    const requiredKeys = Object.keys(properties).filter((k) => required.has(k));
    return depth > 4 ? fc.constant({}) : fc.record(model, { requiredKeys });
  }

  /** Inside the schema most of the time, at every level; a wrong or extreme value otherwise. */
  function hostile(input: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
    const schema = resolve(input);
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    let near: fc.Arbitrary<unknown>;
    if (types.includes("object") && schema.properties) {
      near = fc
        .tuple(
          objectOf(schema, depth, (s) => hostile(s, depth + 1)),
          fc.option(fc.dictionary(fc.string({ maxLength: 12 }), wrongValue, { maxKeys: 3 }), {
            nil: undefined,
          }),
        )
        .map(([known, extra]) => ({ ...extra, ...known }));
    } else if (types.includes("array") && schema.items) {
      near = fc.array(hostile(schema.items, depth + 1), { maxLength: 6 });
    } else {
      near = valid(schema, depth);
    }
    return fc.oneof({ arbitrary: near, weight: 4 }, { arbitrary: wrongValue, weight: 1 });
  }

  return { valid: (s) => valid(s), hostile: (s) => hostile(s) };
}

/**
 * One plain, deterministic value inside the schema (its example or default when it has one): the
 * body an ordinary client would send, for the route x role matrix.
 */
export function exampleOf(input: JsonSchema, components: Record<string, JsonSchema> = {}): unknown {
  const schema = input.$ref ? (components[input.$ref.split("/").pop() ?? ""] ?? {}) : input;
  const own = schema as JsonSchema & { example?: unknown; default?: unknown };
  if (own.example !== undefined) return own.example;
  if (own.default !== undefined) return own.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.[0]) return exampleOf(alternatives[0], components);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? "string"];
  const type = types.find((t) => t !== "null") ?? "null";
  switch (type) {
    case "null":
      return null;
    case "boolean":
      return true;
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}, components));
    case "object":
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, exampleOf(schema.properties?.[name] ?? {}, components)]),
      );
  }
  switch (schema.format) {
    case "uuid":
      return "00000000-0000-4000-8000-000000000000";
    case "email":
      return "matrix@example.com";
    case "date":
      return "2027-01-15";
    case "date-time":
      return "2027-01-15T10:00:00.000Z";
    case "uri":
      return "https://example.com/matrix";
  }
  const length = Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 20, 20));
  return "Matrix test text that is long enough for most fields "
    .repeat(Math.ceil(length / 50) + 1)
    .slice(0, length);
}
