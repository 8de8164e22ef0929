import { createRoute, z } from "@hono/zod-openapi";
import {
  FloorplanSchema,
  PhotoUploadedSchema,
  PropertyPhotosSchema,
  photoOrder,
} from "@roost/shared/contracts/properties.ts";
import { PROPERTY_PHOTO_MAX_BYTES } from "@roost/shared/domain/constants.ts";
import type { AppDeps } from "../../../app-deps.ts";
import { createRouter, requireUser } from "../../../lib/http.ts";
import { errorResponses, fileField, json, jsonBody } from "../../../lib/openapi.ts";
import { uploadLimit } from "../../../lib/upload-limit.ts";
import { ownerWriteRefusals, PropertyIdParam } from "../route-docs.ts";
import { deleteFloorplan, uploadFloorplan } from "./floorplan.service.ts";
import {
  deletePropertyPhoto,
  reorderPropertyPhotos,
  uploadPropertyPhoto,
} from "./property-photos.service.ts";

const PhotoUpload = z.object({ photo: fileField("Please choose a photo to upload.") });
const FloorplanUpload = z.object({ floorplan: fileField("Please choose a floorplan image to upload.") });

const PhotoParams = PropertyIdParam.extend({
  photoId: z.string().openapi({ param: { name: "photoId", in: "path" } }),
});

/** Photos of a listing, managed by its owner only. */
export function propertyPhotoRoutes(services: AppDeps) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/properties/{id}/photos",
      summary: "Upload one photo (multipart field `photo`; checked by content, re-encoded without metadata)",
      // Stop reading well before memory is at risk; the service gives the precise size message.
      middleware: [uploadLimit(PROPERTY_PHOTO_MAX_BYTES + 64 * 1024)] as const,
      request: {
        params: PropertyIdParam,
        body: { content: { "multipart/form-data": { schema: PhotoUpload } }, required: true },
      },
      responses: { 201: json(PhotoUploadedSchema, "Stored"), ...errorResponses, ...ownerWriteRefusals },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(
        await uploadPropertyPhoto(services, requireUser(c).id, id, c.req.valid("form").photo),
        201,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/api/properties/{id}/photos/{photoId}",
      summary: "Remove a photo and its files (a live listing keeps at least one)",
      request: { params: PhotoParams },
      responses: { 200: json(PropertyPhotosSchema), ...errorResponses, ...ownerWriteRefusals },
    }),
    async (c) => {
      const { id, photoId } = c.req.valid("param");
      return c.json(await deletePropertyPhoto(services, requireUser(c).id, id, photoId), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/api/properties/{id}/photos/order",
      summary: "Reorder the photos: every current id exactly once, the first becomes the cover",
      request: { params: PropertyIdParam, ...jsonBody(photoOrder) },
      responses: { 200: json(PropertyPhotosSchema), ...errorResponses, ...ownerWriteRefusals },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(
        await reorderPropertyPhotos(services, requireUser(c).id, id, c.req.valid("json").photo_ids),
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/api/properties/{id}/floorplan",
      summary:
        "Upload the floorplan, replacing any (multipart field `floorplan`; checked and re-encoded like a photo)",
      middleware: [uploadLimit(PROPERTY_PHOTO_MAX_BYTES + 64 * 1024)] as const,
      request: {
        params: PropertyIdParam,
        body: { content: { "multipart/form-data": { schema: FloorplanUpload } }, required: true },
      },
      responses: { 200: json(FloorplanSchema, "Stored"), ...errorResponses, ...ownerWriteRefusals },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(
        await uploadFloorplan(services, requireUser(c).id, id, c.req.valid("form").floorplan),
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/api/properties/{id}/floorplan",
      summary: "Remove the floorplan and its files",
      request: { params: PropertyIdParam },
      responses: { 200: json(FloorplanSchema), ...errorResponses, ...ownerWriteRefusals },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await deleteFloorplan(services, requireUser(c).id, id), 200);
    },
  );

  return router;
}
