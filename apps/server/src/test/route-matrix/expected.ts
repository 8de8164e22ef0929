import type { RouteTable } from "./access.ts";
import { accountRoutes } from "./account-routes.ts";
import { conversationRoutes } from "./conversation-routes.ts";
import { groupRoutes } from "./group-routes.ts";
import { listingRoutes } from "./listing-routes.ts";
import { guaranteeRoutes, tenancyRoutes } from "./tenancy-routes.ts";
import { trustAndSafetyRoutes } from "./trust-and-safety-routes.ts";

// Reviewed, not just recorded (MATRIX_RECORD=1 prints what the server answers): signed out is 401
// except on visitor pages, not onboarded is 403 (onboarding_required) except on profile, data
// rights and visitor pages, what is not yours is 404, role rules (students only, no students) are
// 403, and bodies are each operation's plain example (exampleOf), so an owner may meet a rule
// (422 own listing, 409 already onboarded) rather than a 2xx.
// A new route goes in its area's table, with an access profile from access.ts and its exceptions.

const AREAS = [
  accountRoutes,
  listingRoutes,
  groupRoutes,
  conversationRoutes,
  tenancyRoutes,
  guaranteeRoutes,
  trustAndSafetyRoutes,
];

/** Every route's expected statuses; a route in two areas would let one hide the other, so it throws. */
function combine(tables: readonly RouteTable[]): RouteTable {
  const all: RouteTable = {};
  for (const [route, expected] of tables.flatMap((table) => Object.entries(table))) {
    if (route in all) throw new Error(`${route} has entries in two areas of the route matrix`);
    all[route] = expected;
  }
  return all;
}

export const EXPECTED = combine(AREAS);
