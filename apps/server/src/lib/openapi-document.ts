import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "./http.ts";

type Document = ReturnType<OpenAPIHono<AppEnv>["getOpenAPI31Document"]>;
type Responses = Record<string, unknown>;

const WRITE_METHODS = new Set(["post", "put", "patch", "delete"]);

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/**
 * Answers that come from the edge middleware (app.ts) rather than from a route, added to every
 * operation they can reach so that the document lists every status a client may meet:
 * - 403 bad_origin: every write must come from our own origin (lib/origin.ts);
 * - 413 payload_too_large: the global JSON body limit (upload routes answer 400 file_too_large);
 * - 415: a body whose Content-Type is not the declared one (@hono/zod-openapi's media-type gate);
 * - 429 rate_limited: every write is rate-limited (rate-limits/policy.ts).
 */
export function withEdgeResponses(doc: Document): Document {
  for (const item of Object.values(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      if (!WRITE_METHODS.has(method) || typeof operation !== "object" || !operation) continue;
      const op = operation as { responses?: Responses; requestBody?: { content?: Record<string, unknown> } };
      op.responses ??= {};
      const responses: Responses = op.responses;
      const media = Object.keys(op.requestBody?.content ?? {});
      const add = (status: string, description: string) => {
        responses[status] ??= errorResponse(description);
      };
      add("403", "Not allowed (bad_origin: the request did not come from Roost's own pages)");
      if (!media.some((m) => m.startsWith("multipart/"))) add("413", "The request body is too large");
      if (media.length) add("415", "The body's Content-Type is not the one documented");
      responses["429"] ??= {
        ...errorResponse("Too many requests: try again after the Retry-After header's seconds"),
        headers: {
          "Retry-After": {
            description: "Seconds until the call is accepted again",
            schema: { type: "integer" },
          },
        },
      };
    }
  }
  return doc;
}

/**
 * The OpenAPI 3.1 document of every route mounted on `app`, with the edge responses: what
 * GET /api/openapi.json serves and what the web app's types are generated from (api-types.ts).
 */
export const apiDocument = (app: OpenAPIHono<AppEnv>): Document =>
  withEdgeResponses(
    app.getOpenAPI31Document({
      openapi: "3.1.0",
      info: {
        title: "Roost API",
        version: "1.0.0",
        description: "The JSON API behind the Roost web app.",
      },
    }),
  );

/** GET /api/openapi.json: the document, built once. */
export function openApiDocumentHandler(app: OpenAPIHono<AppEnv>) {
  let document: Document | undefined;
  return (c: Context<AppEnv>) => {
    document ??= apiDocument(app);
    return c.json(document);
  };
}
