import { createRoute, z } from "@hono/zod-openapi";
import {
  PropertyCardSchema,
  type PropertySearchResult,
  PropertySearchResultSchema,
  propertySearchQuery,
} from "@roost/shared/contracts/properties.ts";
import type { AppDeps } from "../../../app-deps.ts";
import { jsonText } from "../../../lib/api-caching.ts";
import { createRouter } from "../../../lib/http.ts";
import { errorResponses, json } from "../../../lib/openapi.ts";
import { featuredProperties } from "./property-search.service.ts";
import { searchPageJson } from "./search-page.ts";

/** Public search; no sign-in needed. */
export function propertySearchRoutes({ database, search }: AppDeps) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/properties",
      summary: "Search live listings: filters, newest or price order, keyset pages (next_cursor)",
      description:
        "Live listings only (published, available, let agreed). Pass next_cursor back as cursor for the next " +
        "page; a cursor belongs to its sort. `total` comes with the first page only; a filtered search's stops " +
        "at 1,001 (more than 1,000), and by a group's budgets one of 1,000 or more is recounted at most " +
        "every 30 seconds. An unknown area gives an empty result.",
      request: { query: propertySearchQuery },
      responses: { 200: json(PropertySearchResultSchema), 400: errorResponses[400] },
    }),
    async (c) => {
      const page = await search.page(c.req.valid("query"));
      // Already JSON: the cards come serialised from PostgreSQL (property-search.service.ts), so the
      // body is written (and tagged) as that text.
      return jsonText<PropertySearchResult>(c, searchPageJson(page));
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/properties/featured",
      summary: "The six newest live listings with photos, for the home page",
      responses: { 200: json(z.array(PropertyCardSchema)) },
    }),
    async (c) => c.json(await featuredProperties(database.db), 200),
  );

  return router;
}
