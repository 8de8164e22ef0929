import { createRoute, z } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppDeps } from "../../../app-deps.ts";
import { properties } from "../../../db/schema.ts";
import { AppError } from "../../../lib/errors.ts";
import { createRouter, requireUser } from "../../../lib/http.ts";
import { errorResponse, errorResponses, htmlPage, json } from "../../../lib/openapi.ts";
import { PropertyIdParam } from "../route-docs.ts";
import { confirmAvailability, readAvailabilityToken } from "./listing-availability.service.ts";
import { AVAILABILITY_LINK_PATH } from "./listing-availability-job.ts";
import {
  availabilityConfirmedPage,
  availabilityRefusedPage,
  confirmAvailabilityPage,
} from "./listing-availability-page.ts";

const TokenQuery = z.object({ token: z.string().min(1).max(1000) });
const ConfirmedSchema = z.object({ confirmed: z.literal(true) });

const LINK_REFUSAL =
  "This link is not valid or has expired. Open My Listings to confirm your listing is still available.";

/** A refusal in the error contract, which a browser (the email's reader) gets as a page. */
const refusalPage = (description: string) => ({
  description,
  content: { ...errorResponse(description).content, "text/html": { schema: z.string() } },
});

/** An owner says a listing is still available: from My Listings, or by an email's signed link. */
export function listingAvailabilityRoutes({ database, clock, config }: AppDeps) {
  const router = createRouter();
  const db = database.db;

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/properties/{id}/availability",
      summary: "Its owner confirms a listing open to tenants is still available (published_at does not move)",
      request: { params: PropertyIdParam },
      responses: {
        200: json(ConfirmedSchema),
        ...errorResponses,
        409: errorResponse(
          "listing_not_open: paused, let agreed or ended; listing_withdrawn: Roost withdrew it",
        ),
      },
    }),
    async (c) => {
      await confirmAvailability(db, clock.now(), c.req.valid("param").id, requireUser(c).id);
      return c.json({ confirmed: true as const }, 200);
    },
  );

  /** The link names the listing and its owner, signed; no session is needed or used. */
  const listingOf = (token: string) => readAvailabilityToken(config.authSecret, token, clock.now());
  const refuse = (c: Context, status: 400 | 409, code: string, message: string) =>
    c.req.header("accept")?.includes("text/html")
      ? c.html(availabilityRefusedPage(message, config.publicUrl), status)
      : c.json({ error: { code, message } }, status);

  router.openapi(
    createRoute({
      method: "get",
      path: AVAILABILITY_LINK_PATH,
      summary: "The page an availability email's link opens: asks before confirming anything",
      request: { query: TokenQuery },
      responses: { 200: htmlPage("The confirmation page"), 400: refusalPage("A link not valid or expired") },
    }),
    async (c) => {
      const { token } = c.req.valid("query");
      const named = listingOf(token);
      if (!named) return refuse(c, 400, "link_invalid", LINK_REFUSAL);
      const [listing] = await db
        .select({ addressLine1: properties.addressLine1 })
        .from(properties)
        .where(and(eq(properties.id, named.propertyId), eq(properties.userId, named.ownerId)));
      if (!listing) return refuse(c, 400, "link_invalid", LINK_REFUSAL);
      const action = `${config.publicUrl}${AVAILABILITY_LINK_PATH}?token=${encodeURIComponent(token)}`;
      return c.html(confirmAvailabilityPage(listing.addressLine1, action), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: AVAILABILITY_LINK_PATH,
      summary: "Confirm the listing an availability email's signed link names, without signing in",
      request: { query: TokenQuery },
      responses: {
        200: htmlPage("Confirmed"),
        400: refusalPage("link_invalid: a link not valid or expired"),
        409: refusalPage("listing_not_open: the listing is not open to tenants"),
      },
    }),
    async (c) => {
      const named = listingOf(c.req.valid("query").token);
      if (!named) return refuse(c, 400, "link_invalid", LINK_REFUSAL);
      try {
        const address = await confirmAvailability(db, clock.now(), named.propertyId, named.ownerId);
        return c.html(availabilityConfirmedPage(address, config.publicUrl), 200);
      } catch (error) {
        if (error instanceof AppError && error.status < 500)
          return c.html(
            availabilityRefusedPage(error.message, config.publicUrl),
            error.status === 409 ? 409 : 400,
          );
        throw error;
      }
    },
  );

  return router;
}
