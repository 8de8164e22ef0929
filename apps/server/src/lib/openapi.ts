import { z } from "@hono/zod-openapi";

/** The error body of docs/architecture.md §4, as documented in the OpenAPI description. */
export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "not_found" }),
      message: z.string(),
      field: z.string().optional(),
    }),
  })
  .openapi("Error");

/** An error response in the OpenAPI description; every router documents its refusals with it. */
export const errorResponse = (description: string, schema: z.ZodType = ErrorSchema) => ({
  description,
  content: { "application/json": { schema } },
});

export const errorResponses = {
  400: errorResponse("Invalid input"),
  401: errorResponse("Signed out"),
  403: errorResponse("Not allowed; onboarding_required while the profile has no user type"),
  404: errorResponse("Not found or not yours"),
} as const;

export const json = <T extends z.ZodType>(schema: T, description = "OK") => ({
  description,
  content: { "application/json": { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

/** A multipart file field; what the file holds is checked by the service that reads it. */
export const fileField = (missing: string) =>
  z.custom<File>((v) => v instanceof File, missing).openapi({ type: "string", format: "binary" });

/** A page answered as HTML (a link from an email opens it in a browser). */
export const htmlPage = (description: string) => ({
  content: { "text/html": { schema: z.string() } },
  description,
});
