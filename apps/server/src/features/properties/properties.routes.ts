import type { AppDeps } from "../../app-deps.ts";
import { createRouter } from "../../lib/http.ts";
import { listingAvailabilityRoutes } from "./listings/listing-availability.routes.ts";
import { listingRoutes } from "./listings/listings.routes.ts";
import { propertyPhotoRoutes } from "./photos/property-photos.routes.ts";
import { propertySearchRoutes } from "./search/property-search.routes.ts";
import { propertyTrackingRoutes } from "./tracking/property-tracking.routes.ts";

/**
 * Every /api/properties route. Search is mounted first on purpose: Hono tries handlers in
 * registration order, so GET /api/properties/featured must come before GET /api/properties/{id}.
 */
export function propertyRoutes(services: AppDeps) {
  const router = createRouter();
  router.route("/", propertySearchRoutes(services));
  router.route("/", listingRoutes(services));
  router.route("/", listingAvailabilityRoutes(services));
  router.route("/", propertyPhotoRoutes(services));
  router.route("/", propertyTrackingRoutes(services));
  return router;
}
