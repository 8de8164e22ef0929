import { createRoute } from "@hono/zod-openapi";
import {
  ConversationDetailSchema,
  ConversationIdParamSchema,
  ConversationListSchema,
  ConversationRefSchema,
  StartDirectConversationSchema,
  StartGroupConversationSchema,
} from "@roost/shared/contracts/conversations.ts";
import type { AppDeps } from "../../app-deps.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponses, json, jsonBody } from "../../lib/openapi.ts";
import { getConversationDetail, listConversations } from "./conversation-list.service.ts";
import { findOrCreateDirectConversation } from "./direct-conversation.service.ts";
import { findOrCreateGroupConversation } from "./group-conversation.service.ts";

export function conversationRoutes({ database }: AppDeps) {
  const router = createRouter();
  const db = database.db;

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/conversations",
      summary: "Every conversation of the caller, newest activity first (the /messages list)",
      responses: { 200: json(ConversationListSchema), ...errorResponses },
    }),
    async (c) => c.json({ conversations: await listConversations(db, requireUser(c).id) }, 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/conversations/direct",
      summary:
        "Open the direct chat with a connected user or a member of one's group (found, or created); 403 not_connected otherwise",
      request: jsonBody(StartDirectConversationSchema),
      responses: { 200: json(ConversationRefSchema), ...errorResponses },
    }),
    async (c) => {
      const user = requireUser(c);
      const { user_id } = c.req.valid("json");
      const result = await db.transaction((tx) => findOrCreateDirectConversation(tx, user.id, user_id));
      return c.json({ conversation_id: result.conversationId, created: result.created }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/conversations/group",
      summary: "Open the chat of a group the caller belongs to (found, or created with a welcome message)",
      request: jsonBody(StartGroupConversationSchema),
      responses: { 200: json(ConversationRefSchema), ...errorResponses },
    }),
    async (c) => {
      const user = requireUser(c);
      const { group_id } = c.req.valid("json");
      const result = await db.transaction((tx) => findOrCreateGroupConversation(tx, group_id, user.id));
      return c.json({ conversation_id: result.conversationId, created: result.created }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/conversations/{id}",
      summary: "One conversation: participants, property, group (participants only; 404 otherwise)",
      request: { params: ConversationIdParamSchema },
      responses: { 200: json(ConversationDetailSchema), ...errorResponses },
    }),
    async (c) => {
      const user = requireUser(c);
      return c.json(await getConversationDetail(db, c.req.valid("param").id, user.id), 200);
    },
  );

  return router;
}
