import { createRoute, z } from "@hono/zod-openapi";
import {
  SavedSearchSchema,
  savedSearchCreate,
  savedSearchUpdate,
} from "@roost/shared/contracts/saved-searches.ts";
import type { AppDeps } from "../../app-deps.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponses, json, jsonBody } from "../../lib/openapi.ts";
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  markSavedSearchVisited,
  updateSavedSearch,
} from "./saved-searches.service.ts";

const SavedSearchParam = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" } }),
});

/** The signed-in user's saved searches (decision 033); every route answers 401 when signed out. */
export function savedSearchRoutes(services: AppDeps) {
  const router = createRouter();
  const db = services.database.db;

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/saved-searches",
      summary: "My saved searches, newest first, each with its count of new homes since I last opened it",
      responses: { 200: json(z.array(SavedSearchSchema)), ...errorResponses },
    }),
    async (c) => c.json(await listSavedSearches(db, requireUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/saved-searches",
      summary: "Save the search page's filters (a filter that cannot be stored is refused with 400)",
      request: jsonBody(savedSearchCreate),
      responses: { 201: json(SavedSearchSchema, "Saved"), ...errorResponses },
    }),
    async (c) => c.json(await createSavedSearch(services, requireUser(c).id, c.req.valid("json")), 201),
  );

  router.openapi(
    createRoute({
      method: "patch",
      path: "/api/saved-searches/{id}",
      summary: "Rename a saved search or change its alert (instant, daily, off)",
      request: { params: SavedSearchParam, ...jsonBody(savedSearchUpdate) },
      responses: { 200: json(SavedSearchSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await updateSavedSearch(db, requireUser(c).id, c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/saved-searches/{id}/visited",
      summary: "I opened this search: its new-homes count starts again from now",
      request: { params: SavedSearchParam },
      responses: { 204: { description: "Marked" }, ...errorResponses },
    }),
    async (c) => {
      await markSavedSearchVisited(services, requireUser(c).id, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/api/saved-searches/{id}",
      summary: "Delete a saved search",
      request: { params: SavedSearchParam },
      responses: { 204: { description: "Deleted" }, ...errorResponses },
    }),
    async (c) => {
      await deleteSavedSearch(db, requireUser(c).id, c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  return router;
}
