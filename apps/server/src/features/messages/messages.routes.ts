import { createRoute } from "@hono/zod-openapi";
import {
  ConversationIdParamSchema,
  MarkReadResultSchema,
  MessagePageSchema,
  MessageSchema,
  MessagesQuerySchema,
  SendMessageSchema,
} from "@roost/shared/contracts/conversations.ts";
import type { AppDeps } from "../../app-deps.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponses, json, jsonBody } from "../../lib/openapi.ts";
import { listMessages, markConversationRead, sendMessage } from "./messages.service.ts";

export function messageRoutes(services: AppDeps) {
  const router = createRouter();
  const db = services.database.db;

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/conversations/{id}/messages",
      summary: "History, ascending: the latest page, `before` an id (older) or `after` an id (catch-up)",
      request: { params: ConversationIdParamSchema, query: MessagesQuerySchema },
      responses: { 200: json(MessagePageSchema), ...errorResponses },
    }),
    async (c) => {
      const user = requireUser(c);
      return c.json(await listMessages(db, c.req.valid("param").id, user.id, c.req.valid("query")), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/conversations/{id}/messages",
      summary: "Send a message with a client-chosen id (201 created; 200 when that id was already sent)",
      request: { params: ConversationIdParamSchema, ...jsonBody(SendMessageSchema) },
      responses: {
        201: json(MessageSchema, "Created"),
        200: json(MessageSchema, "Already sent (idempotent retry)"),
        409: { description: "Message id already used elsewhere", content: errorResponses[404].content },
        ...errorResponses,
      },
    }),
    async (c) => {
      const user = requireUser(c);
      const { message, created } = await sendMessage(
        services,
        c.req.valid("param").id,
        user.id,
        c.req.valid("json"),
      );
      return created ? c.json(message, 201) : c.json(message, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/conversations/{id}/read",
      summary: "The caller has read the conversation (sets last_read_at to now)",
      request: { params: ConversationIdParamSchema },
      responses: { 200: json(MarkReadResultSchema), ...errorResponses },
    }),
    async (c) => {
      const user = requireUser(c);
      return c.json(await markConversationRead(db, c.req.valid("param").id, user.id), 200);
    },
  );

  return router;
}
