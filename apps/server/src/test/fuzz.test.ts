import { fc, it } from "@fast-check/vitest";
import type { SavedSearch } from "@roost/shared/contracts/saved-searches.ts";
import { afterAll, describe, expect } from "vitest";
import { reinstateListing, withdrawListing } from "../features/safety/admin-commands.ts";
import { createGroup, createInquiry, fakePhoto, insertProperty, insertTenancy, person } from "./fixtures.ts";
import {
  answerChecker,
  fillPath,
  loadApiDocument,
  type Operation,
  operationsOf,
} from "./openapi-operations.ts";
import { HOSTILE_STRINGS, schemaWalker, wrongValue } from "./schema-arbitrary.ts";
import { createTestApp, TEST_ORIGIN } from "./test-app.ts";

// Property-based fuzz of every operation in /api/openapi.json: requests generated from the
// documented schemas, mixed with hostile values (schema-arbitrary.ts), sent signed out, signed in
// before onboarding and as onboarded users, against ids of real rows and made-up ones. Every
// answer must be one the document lists, never a 5xx, in the error contract when it is an error,
// matching the documented schema when it is not, and free of stack traces and SQL.
//
// Deterministic: a fixed seed (FUZZ_SEED overrides it); fast-check prints the seed and the path of
// a failing case, and the failure message carries the request. Runs one case at a time.

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 20);

// Write limits scaled up as far as configuration allows, so the fuzz reaches validation and the
// services rather than the rate limiter (which answers 429 in the contract, also checked here).
const t = await createTestApp({ RATE_LIMIT_SCALE: "10" });
afterAll(() => t.close());

const doc = await loadApiDocument(t);
// Deleting the account ends the callers' sessions: it runs last, so every other operation is
// fuzzed as signed-in users too.
const ENDS_SESSIONS = new Set(["POST /api/me/delete"]);
const operations = operationsOf(doc).sort(
  (a, b) => Number(ENDS_SESSIONS.has(a.key)) - Number(ENDS_SESSIONS.has(b.key)),
);
const check = answerChecker(doc);
const walker = schemaWalker(doc.components?.schemas);

// A small world, so generated ids sometimes name real rows of every kind.
const student = await person(t, "fuzz-student");
const landlord = await person(t, "fuzz-landlord", "landlord");
const mate = await person(t, "fuzz-mate");
const fresh = { cookie: await t.signIn("fuzz-not-onboarded@example.com"), id: "" };
const photo = fakePhoto();
const listing = await insertProperty(t.db, landlord.id, { photos: [photo] });
const draft = await insertProperty(t.db, landlord.id, { status: "draft" });
// Taken down by an operator (every owner write refused), and one brought back by reinstate-listing.
const operator = { db: t.db, storage: t.deps.storage, log: t.deps.log };
const withdrawn = await insertProperty(t.db, landlord.id);
await withdrawListing(operator, t.clock.now(), withdrawn.id);
const reinstated = await insertProperty(t.db, landlord.id);
await withdrawListing(operator, t.clock.now(), reinstated.id);
await reinstateListing(t.db, t.clock.now(), reinstated.id);
const group = await createGroup(t.db, student.id, [mate.id]);
const inquiry = await createInquiry(t.db, student.id, { id: listing.id, userId: landlord.id });
const savedSearch = await t.request<SavedSearch>("/api/saved-searches", {
  method: "POST",
  body: { filters: { area: "fallowfield" } },
  cookie: student.cookie,
});
// A drafted tenancy of a confirmed deal between the mate and the landlord.
const tenancyInquiry = await createInquiry(t.db, mate.id, { id: listing.id, userId: landlord.id });
const { tenancy } = await insertTenancy(t.db, {
  conversationId: tenancyInquiry,
  propertyId: listing.id,
  landlordId: landlord.id,
  tenantIds: [mate.id],
});
const users = [student.id, landlord.id, mate.id];
const properties = [listing.id, draft.id, withdrawn.id, reinstated.id];
/** Real ids by the path segment before the parameter; anything else draws from all of them. */
const IDS_AFTER: Record<string, string[]> = {
  properties,
  favourites: properties,
  "saved-searches": [savedSearch.body.id],
  groups: [group.id],
  conversations: [inquiry, tenancyInquiry],
  tenancies: [tenancy.id],
  users,
  profiles: users,
  roommates: users,
  members: users,
  vouchers: users,
  photos: [photo.id],
};
const ALL_IDS = [
  ...users,
  ...properties,
  savedSearch.body.id,
  group.id,
  inquiry,
  tenancy.id,
  photo.id,
  group.inviteCode,
];

const callers = [
  { name: "signed out", cookie: undefined },
  { name: "not onboarded", cookie: fresh.cookie },
  { name: "student", cookie: student.cookie },
  { name: "landlord", cookie: landlord.cookie },
] as const;

/** A lone surrogate has no UTF-8 form; it travels as the (invalid) bytes of its code unit. */
function encodePathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

/** Path segments: real ids, made-up ones, and hostile text (encoded, or raw broken encodings). */
function pathValueOf(op: Operation, name: string): fc.Arbitrary<string> {
  const segments = op.path.split("/");
  const before = segments[segments.indexOf(`{${name}}`) - 1] ?? "";
  return fc.oneof(
    { arbitrary: fc.constantFrom(...(IDS_AFTER[before] ?? ALL_IDS)), weight: 6 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter(Boolean)).map(encodePathSegment), weight: 2 },
    { arbitrary: fc.constantFrom("%E0", "%", "%ZZ", "..", "%2e%2e%2f", "0", "-1", "1e999"), weight: 1 },
  );
}

const asQueryValue = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(asQueryValue)
    : [typeof value === "string" ? value : (JSON.stringify(value) ?? "")];

function queryOf(op: Operation): fc.Arbitrary<string> {
  const params = op.queryParams.map((p) =>
    fc
      .option(walker.hostile(p.schema), { nil: undefined, freq: 2 })
      .map((value) => ({ name: p.name, value })),
  );
  const raw = fc.constantFrom(
    "",
    "",
    "&limit=1e999",
    "&q=%E0",
    "&__proto__[x]=1",
    "&sort=price_asc&sort=newest",
  );
  return fc.tuple(fc.tuple(...params), raw).map(([values, extra]) => {
    const search = new URLSearchParams();
    for (const { name, value } of values) {
      if (value !== undefined) for (const v of asQueryValue(value)) search.append(name, v);
    }
    const text = search.toString() + extra;
    return text ? `?${text.replace(/^&/, "")}` : "";
  });
}

/** A JSON text: near the schema, entirely wrong, or not JSON at all. */
function jsonBodyOf(op: Operation): fc.Arbitrary<{ text: string; contentType: string }> {
  const schema = op.body?.schema ?? {};
  const json = fc.oneof(
    { arbitrary: walker.valid(schema), weight: 2 },
    { arbitrary: walker.hostile(schema), weight: 4 },
    { arbitrary: wrongValue, weight: 1 },
  );
  const broken = fc.constantFrom(
    "",
    "{",
    '{"a":',
    "[".repeat(5000) + "]".repeat(5000),
    "\u0000",
    "undefined",
  );
  return fc
    .oneof(
      { arbitrary: json.map((v) => JSON.stringify(v) ?? "null"), weight: 6 },
      { arbitrary: broken, weight: 1 },
    )
    .chain((text) =>
      fc
        .constantFrom("application/json", "application/json", "application/json", "text/plain")
        .map((contentType) => ({ text, contentType })),
    );
}

/** Multipart routes get a hostile part or a JSON body where a file belongs. */
function formBodyOf(op: Operation): fc.Arbitrary<{ form?: FormData; text?: string; contentType?: string }> {
  const fields = Object.keys(op.body?.schema.properties ?? { file: {} });
  return fc.oneof(
    fc
      .tuple(
        fc.constantFrom(...fields, "other"),
        fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.uint8Array({ maxLength: 64 })),
      )
      .map(([name, value]) => {
        const form = new FormData();
        form.set(name, typeof value === "string" ? value : new File([value], "x.png", { type: "image/png" }));
        return { form };
      }),
    jsonBodyOf(op),
  );
}

let cases = 0;
const successes = new Set<string>();
const statuses = new Map<number, number>();

describe.sequential("fuzz: every operation in /api/openapi.json", () => {
  for (const op of operations) {
    const pathValues = fc.record(
      Object.fromEntries(op.pathParams.map((p) => [p.name, pathValueOf(op, p.name)])),
    );
    const body = !op.body
      ? fc.constant(undefined)
      : op.body.contentType.startsWith("multipart/")
        ? formBodyOf(op)
        : jsonBodyOf(op);
    it.prop([fc.constantFrom(...callers), pathValues, queryOf(op), body], {
      seed: SEED,
      numRuns: RUNS_PER_OPERATION,
      endOnFailure: true,
    })(op.key, async (caller, values, query, payload) => {
      const url = fillPath(op.path, values as Record<string, string>) + query;
      const headers: Record<string, string> = { origin: TEST_ORIGIN };
      if (caller.cookie) headers.cookie = caller.cookie;
      let requestBody: FormData | string | undefined;
      if (payload && "form" in payload && payload.form) requestBody = payload.form;
      else if (payload && "text" in payload && payload.text !== undefined) {
        requestBody = payload.text;
        headers["content-type"] = payload.contentType ?? "application/json";
      }
      const res = await t.app.request(url, { method: op.method, headers, body: requestBody });
      const text = await res.text();
      cases++;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status < 300) successes.add(op.key);
      const problems = check(op, res.status, text, res.headers.get("content-type"));
      expect(
        problems,
        `${op.method} ${url.slice(0, 300)} as ${caller.name} with ${String(requestBody).slice(0, 300)} -> ${res.status} ${text.slice(0, 300)}`,
      ).toEqual([]);
    });
  }

  afterAll(() => {
    console.log(
      `fuzz: ${cases} cases over ${operations.length} operations (seed ${SEED}), statuses ${JSON.stringify(Object.fromEntries(statuses))}; never a 2xx: ${operations
        .filter((op) => !successes.has(op.key))
        .map((op) => op.key)
        .join(", ")}`,
    );
  });
});
