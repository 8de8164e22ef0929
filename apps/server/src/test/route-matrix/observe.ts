import { reinstateListing, withdrawListing } from "../../features/safety/admin-commands.ts";
import { type ApiDocument, fillPath, type Operation } from "../openapi-operations.ts";
import { exampleOf } from "../schema-arbitrary.ts";
import { TEST_ORIGIN, type TestApp } from "../test-app.ts";
import { type Expected, ROLES } from "./access.ts";
import { type Fixture, matrixFixtures } from "./fixtures.ts";

/** Calls operations as every role, each on a fresh fixture, with each operation's example body. */
export function matrixObserver(t: TestApp, doc: ApiDocument) {
  const { email, newUser, fixtureFor } = matrixFixtures(t);
  const operator = { db: t.db, storage: t.deps.storage, log: t.deps.log };

  async function call(op: Operation, fixture: Fixture, cookie: string | undefined): Promise<number> {
    const headers: Record<string, string> = { origin: TEST_ORIGIN };
    if (cookie) headers.cookie = cookie;
    let body: string | FormData | undefined;
    if (op.body?.contentType === "application/json") {
      headers["content-type"] = "application/json";
      body = JSON.stringify(exampleOf(op.body.schema, doc.components?.schemas));
    } else if (op.body) {
      body = new FormData();
    }
    const res = await t.app.request(fillPath(op.path, fixture.params), { method: op.method, headers, body });
    await res.arrayBuffer();
    return res.status;
  }

  /** The status each role gets; the roles its fixture has no one for are left out. */
  return async function observe(op: Operation): Promise<Expected> {
    const observed: Expected = {};
    // Sequential, with a fresh fixture per call: what one caller changes never decides another's answer.
    for (const role of ROLES) {
      const fixture = await fixtureFor(op);
      if ((role === "owner" && !fixture.owner) || (role === "member" && !fixture.member)) continue;
      if (role === "ownerWithdrawn" || role === "ownerReinstated") {
        if (!fixture.listingId) continue;
        await withdrawListing(operator, t.clock.now(), fixture.listingId);
        if (role === "ownerReinstated") await reinstateListing(t.db, t.clock.now(), fixture.listingId);
        observed[role] = await call(op, fixture, fixture.owner);
        continue;
      }
      // Bystanders are new users too: an operation may change the caller (onboard, delete, join).
      const cookie =
        role === "owner"
          ? fixture.owner
          : role === "member"
            ? fixture.member
            : role === "signedOut"
              ? undefined
              : role === "notOnboarded"
                ? await t.signIn(email("not-onboarded"))
                : (await newUser(role)).cookie;
      observed[role] = await call(op, fixture, cookie);
    }
    return observed;
  };
}
