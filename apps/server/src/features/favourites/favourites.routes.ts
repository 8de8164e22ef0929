import { createRoute, z } from "@hono/zod-openapi";
import { PropertyCardSchema } from "@roost/shared/contracts/properties.ts";
import type { AppDeps } from "../../app-deps.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponses, json } from "../../lib/openapi.ts";
import { goneResponse } from "../properties/route-docs.ts";
import { addFavourite, listFavouriteCards, listFavouriteIds, removeFavourite } from "./favourites.service.ts";

const FavouriteParam = z.object({
  propertyId: z.string().openapi({ param: { name: "propertyId", in: "path" } }),
});

/** The signed-in user's favourites; every route answers 401 when signed out. */
export function favouriteRoutes(services: AppDeps) {
  const router = createRouter();
  const db = services.database.db;

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/favourites",
      summary: "Cards of my favourite listings, most recently saved first",
      responses: { 200: json(z.array(PropertyCardSchema)), ...errorResponses },
    }),
    async (c) => c.json(await listFavouriteCards(db, requireUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/favourites/ids",
      summary: "Ids of my favourite listings, to draw the hearts on cards",
      responses: { 200: json(z.array(z.string())), ...errorResponses },
    }),
    async (c) => c.json(await listFavouriteIds(db, requireUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/api/favourites/{propertyId}",
      summary: "Save a listing (idempotent)",
      request: { params: FavouriteParam },
      responses: { 204: { description: "Saved" }, ...errorResponses, ...goneResponse },
    }),
    async (c) => {
      await addFavourite(services, requireUser(c).id, c.req.valid("param").propertyId);
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/api/favourites/{propertyId}",
      summary: "Remove a saved listing (idempotent)",
      request: { params: FavouriteParam },
      responses: { 204: { description: "Removed" }, ...errorResponses },
    }),
    async (c) => {
      await removeFavourite(db, requireUser(c).id, c.req.valid("param").propertyId);
      return c.body(null, 204);
    },
  );

  return router;
}
