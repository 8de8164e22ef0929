import { z } from "@hono/zod-openapi";
import { errorResponse } from "../../lib/openapi.ts";

// OpenAPI pieces the property routers share.

export const forbiddenResponse = {
  403: errorResponse("Not allowed for this account (e.g. students_cannot_list)"),
};
export const refusedResponse = {
  422: errorResponse("Refused by a listing rule (listing_incomplete with the field, too_many_photos, ...)"),
};
/** Every write of the owner's: Roost withdrew the listing, and only an operator can bring it back. */
export const ownerWriteRefusals = {
  ...refusedResponse,
  409: errorResponse("listing_withdrawn: Roost withdrew this listing; its owner can no longer change it"),
};
export const goneResponse = {
  410: errorResponse(
    "listing_withdrawn: taken off the market for good; listing_expired: its advert ran out (not the owner)",
  ),
};
export const noContent = (description: string) => ({ 204: { description } });

export const PropertyIdParam = z.object({
  id: z
    .string()
    .openapi({ param: { name: "id", in: "path" }, example: "0b6f6a3e-6c1f-4d55-9a77-3f7d1c2b9e10" }),
});
