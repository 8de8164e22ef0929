import { z } from "@hono/zod-openapi";

/** The error body of ARCHITECTURE §4, as documented in the OpenAPI description. */
export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "not_found" }),
      message: z.string(),
      field: z.string().optional(),
    }),
  })
  .openapi("Error");

export const errorResponses = {
  400: { description: "Invalid input", content: { "application/json": { schema: ErrorSchema } } },
  401: { description: "Signed out", content: { "application/json": { schema: ErrorSchema } } },
  403: {
    description: "Not allowed; onboarding_required while the profile has no user type",
    content: { "application/json": { schema: ErrorSchema } },
  },
  404: { description: "Not found or not yours", content: { "application/json": { schema: ErrorSchema } } },
} as const;

export const json = <T extends z.ZodType>(schema: T, description = "OK") => ({
  description,
  content: { "application/json": { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});
