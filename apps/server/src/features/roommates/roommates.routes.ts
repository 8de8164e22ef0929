import { createRoute } from "@hono/zod-openapi";
import {
  ConnectRequestIdParamSchema,
  ConnectRequestResultSchema,
  ConnectRequestsListSchema,
  RoommatesListSchema,
  RoommatesQuerySchema,
  SendConnectRequestSchema,
  StartRoommateChatResultSchema,
  UserIdParamSchema,
} from "@roost/shared/contracts/roommates.ts";
import type { AppDeps } from "../../app-deps.ts";
import { answerRequestRoutes } from "../../lib/answer-routes.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponse, errorResponses, json, jsonBody } from "../../lib/openapi.ts";
import {
  listConnectRequests,
  respondToConnectRequest,
  sendConnectRequest,
} from "./connect-requests.service.ts";
import { listRoommates, startRoommateChat } from "./roommates.service.ts";

const ruleResponses = {
  ...errorResponses,
  403: errorResponse("Not allowed: students_only, not_connected"),
  409: errorResponse("Conflict: connect_request_duplicate"),
  422: errorResponse("Refused: self_connect, request_not_pending"),
} as const;

export function roommateRoutes({ database }: AppDeps) {
  const router = createRouter();
  const db = database.db;

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/roommates",
      summary: "Other students with connect state and compatibility (search, university, budget band)",
      request: { query: RoommatesQuerySchema },
      responses: { 200: json(RoommatesListSchema), ...ruleResponses },
    }),
    async (c) => c.json(await listRoommates(db, requireUser(c).id, c.req.valid("query")), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/roommates/requests",
      summary: "The caller's pending connect requests, received and sent",
      responses: { 200: json(ConnectRequestsListSchema), ...ruleResponses },
    }),
    async (c) => c.json(await listConnectRequests(db, requireUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/roommates/requests",
      summary: "Send a connect request (or Connect Again after a rejection); the receiver is notified",
      request: jsonBody(SendConnectRequestSchema),
      responses: { 201: json(ConnectRequestResultSchema, "Created"), ...ruleResponses },
    }),
    async (c) => {
      const { receiver_id, message } = c.req.valid("json");
      return c.json(await sendConnectRequest(db, c.get("log"), requireUser(c).id, receiver_id, message), 201);
    },
  );

  answerRequestRoutes(router, {
    path: "/api/roommates/requests/{id}",
    what: "connect request (receiver only)",
    params: ConnectRequestIdParamSchema,
    result: ConnectRequestResultSchema,
    refusals: ruleResponses,
    answer: (log, userId, requestId, accepted) =>
      respondToConnectRequest(db, log, userId, requestId, accepted),
  });

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/roommates/{userId}/message",
      summary: "Open the direct chat with a connected student (accepted connect request required)",
      request: { params: UserIdParamSchema },
      responses: { 200: json(StartRoommateChatResultSchema), ...ruleResponses },
    }),
    async (c) => c.json(await startRoommateChat(db, requireUser(c).id, c.req.valid("param").userId), 200),
  );

  return router;
}
