import { afterAll, describe, expect, it } from "vitest";
import { honoPath, loadApiDocument, operationsOf } from "./openapi-operations.ts";
import { EXPECTED } from "./route-matrix/expected.ts";
import { matrixObserver } from "./route-matrix/observe.ts";
import { createTestApp } from "./test-app.ts";

// The route x role matrix, generated from /api/openapi.json: every operation is called, on a
// fresh fixture each time, as the owner of the thing its path names, as every user type that does
// not own it, as a member and a non-member of the group or conversation it belongs to, by an
// account that has not finished onboarding, and signed out. EXPECTED (route-matrix/, one table per
// area) holds the exact status of each; an operation in the document without an entry, or an entry
// without an operation, fails. It also fails on an /api route Hono serves that the document does
// not describe (ALLOWED_UNDOCUMENTED).

const t = await createTestApp({ RATE_LIMIT_SCALE: "10" });
afterAll(() => t.close());
const doc = await loadApiDocument(t);
const operations = operationsOf(doc);
const observe = matrixObserver(t, doc);

let cases = 0;

describe.sequential("route x role matrix", () => {
  it("has an entry for every operation in the document and no stale ones", () => {
    const keys = operations.map((op) => op.key).sort();
    expect(Object.keys(EXPECTED).sort()).toEqual(keys);
  });

  for (const op of operations) {
    it(op.key, async () => {
      const observed = await observe(op);
      cases += Object.keys(observed).length;
      if (process.env.MATRIX_RECORD)
        console.log(`MATRIX ${JSON.stringify(op.key)}: ${JSON.stringify(observed)},`);
      expect(observed).toEqual(EXPECTED[op.key]);
    });
  }

  afterAll(() => {
    console.log(`route matrix: ${operations.length} operations, ${cases} cases`);
  });
});

/**
 * /api routes Hono serves outside the document, each for a reason. Middleware (app.use) shows up
 * as ALL routes on a wildcard path and is not a route of its own.
 */
const ALLOWED_UNDOCUMENTED = new Set([
  "ALL /api/*", // the JSON 404 for unknown API paths
  "GET /api/auth/*", // better-auth's own endpoints (sign-in, callbacks, session, sign-out)
  "POST /api/auth/*",
  "ALL /api/auth/update-user", // better-auth's profile route, closed (404) in favour of PATCH /api/me/profile
  "GET /api/realtime", // the WebSocket upgrade, not a JSON operation
  "GET /api/openapi.json", // the document itself
  "GET /api/docs", // the browsable docs page and its script
  "GET /api/docs.js",
]);

describe("registered routes", () => {
  it("documents every /api route Hono serves, but for the allowed ones", () => {
    const documented = new Set(operations.map((op) => `${op.method} ${honoPath(op.path)}`));
    const undocumented = [
      ...new Set(
        t.app.routes
          .filter((r) => r.path.startsWith("/api"))
          .map((r) => `${r.method} ${r.path}`)
          .filter((key) => !documented.has(key) && !ALLOWED_UNDOCUMENTED.has(key)),
      ),
    ].filter((key) => !(key.startsWith("ALL ") && key.endsWith("*")));
    expect(undocumented).toEqual([]);
  });
});
