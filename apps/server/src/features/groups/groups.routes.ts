import { createRoute } from "@hono/zod-openapi";
import {
  CancelJoinRequestResultSchema,
  CreateGroupBodySchema,
  CreateJoinRequestSchema,
  DiscoverGroupsQuerySchema,
  DiscoverGroupsSchema,
  GroupIdParamSchema,
  GroupJoinRequestsSchema,
  GroupMemberParamSchema,
  GroupMembershipSchema,
  JoinGroupByCodeSchema,
  JoinRequestIdParamSchema,
  JoinRequestSchema,
  LeaveGroupResultSchema,
  MyGroupSchema,
  MyGroupsSchema,
  MyJoinRequestsSchema,
  RespondJoinRequestResultSchema,
  UpdateGroupBodySchema,
} from "@roost/shared/contracts/groups.ts";
import type { AppDeps } from "../../app-deps.ts";
import { answerRequestRoutes } from "../../lib/answer-routes.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponse, errorResponses, json, jsonBody } from "../../lib/openapi.ts";
import { discoverGroups } from "./group-discovery.service.ts";
import { listMyGroups, myMembership } from "./group-queries.ts";
import {
  createGroup,
  joinByInviteCode,
  leaveGroup,
  removeMember,
  renewInviteCode,
  updateGroup,
} from "./groups.service.ts";
import {
  cancelJoinRequest,
  createJoinRequest,
  listGroupJoinRequests,
  listMyJoinRequests,
  respondToJoinRequest,
} from "./join-requests.service.ts";

/** 403 students_only / not_leader, 409 duplicates and memberships, 422 refused rules. */
export const ruleResponses = {
  ...errorResponses,
  403: errorResponse(
    "Not allowed: students_only, not_leader, cannot_join_group, requester_cannot_join, removed_from_group",
  ),
  409: errorResponse("Conflict: already_in_group, already_member, join_request_duplicate"),
  422: errorResponse(
    "Refused: group_full, request_not_pending, leader_cannot_remove_self, leader_cannot_leave, max_members_below_member_count",
  ),
} as const;

export function groupRoutes({ database, clock }: AppDeps) {
  const router = createRouter();
  const db = database.db;

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/groups",
      summary: "Create a group; the creator becomes its leader (one group per user)",
      request: jsonBody(CreateGroupBodySchema),
      responses: { 201: json(MyGroupSchema, "Created"), ...ruleResponses },
    }),
    async (c) => c.json(await createGroup(db, requireUser(c).id, c.req.valid("json")), 201),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/groups/mine",
      summary: "The caller's group with members, invite code and chat id (0 or 1 entries)",
      responses: { 200: json(MyGroupsSchema), ...ruleResponses },
    }),
    async (c) => c.json({ groups: await listMyGroups(db, requireUser(c).id) }, 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/groups/membership",
      summary: "Whether the caller is in a group (one group per user): the Create Group dialog's check",
      responses: { 200: json(GroupMembershipSchema), ...ruleResponses },
    }),
    async (c) => c.json(await myMembership(db, requireUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/groups/discover",
      summary: "Latest 20 groups looking for a property, filtered by search and budget band",
      request: { query: DiscoverGroupsQuerySchema },
      responses: { 200: json(DiscoverGroupsSchema), ...ruleResponses },
    }),
    async (c) => c.json({ groups: await discoverGroups(db, requireUser(c).id, c.req.valid("query")) }, 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/groups/join",
      summary: "Join a group by its invite code (trimmed, upper-cased)",
      request: jsonBody(JoinGroupByCodeSchema),
      responses: { 200: json(MyGroupSchema), ...ruleResponses },
    }),
    async (c) =>
      c.json(
        await joinByInviteCode(db, requireUser(c).id, c.req.valid("json").invite_code, clock.now()),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/groups/join-requests/mine",
      summary: "The caller's join requests, newest first",
      responses: { 200: json(MyJoinRequestsSchema), ...ruleResponses },
    }),
    async (c) => c.json({ requests: await listMyJoinRequests(db, requireUser(c).id) }, 200),
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/api/groups/join-requests/{id}",
      summary: "Cancel (delete) the caller's own pending join request",
      request: { params: JoinRequestIdParamSchema },
      responses: { 200: json(CancelJoinRequestResultSchema), ...ruleResponses },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await cancelJoinRequest(db, requireUser(c).id, id);
      return c.json({ id, deleted: true as const }, 200);
    },
  );

  answerRequestRoutes(router, {
    path: "/api/groups/join-requests/{id}",
    what: "join request (group leader only)",
    params: JoinRequestIdParamSchema,
    result: RespondJoinRequestResultSchema,
    refusals: ruleResponses,
    answer: (log, userId, requestId, accepted) => respondToJoinRequest(db, log, userId, requestId, accepted),
  });

  router.openapi(
    createRoute({
      method: "patch",
      path: "/api/groups/{id}",
      summary: "Edit group settings (leader only)",
      request: { params: GroupIdParamSchema, ...jsonBody(UpdateGroupBodySchema) },
      responses: { 200: json(MyGroupSchema), ...ruleResponses },
    }),
    async (c) =>
      c.json(await updateGroup(db, requireUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/api/groups/{id}/members/{userId}",
      summary: "Remove another member (leader only; never the leader)",
      request: { params: GroupMemberParamSchema },
      responses: { 200: json(MyGroupSchema), ...ruleResponses },
    }),
    async (c) => {
      const { id, userId } = c.req.valid("param");
      return c.json(await removeMember(db, requireUser(c).id, id, userId, clock.now()), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/groups/{id}/invite-code",
      summary: "Replace the group's invite code (leader only); the old code stops working",
      request: { params: GroupIdParamSchema },
      responses: { 200: json(MyGroupSchema), ...ruleResponses },
    }),
    async (c) => c.json(await renewInviteCode(db, requireUser(c).id, c.req.valid("param").id), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/groups/{id}/leave",
      summary: "Leave the group (a lone leader's leaving deletes it)",
      request: { params: GroupIdParamSchema },
      responses: { 200: json(LeaveGroupResultSchema), ...ruleResponses },
    }),
    async (c) => c.json(await leaveGroup(db, requireUser(c).id, c.req.valid("param").id), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/groups/{id}/join-requests",
      summary: "Ask to join a group (the leader is notified)",
      request: { params: GroupIdParamSchema, ...jsonBody(CreateJoinRequestSchema) },
      responses: { 201: json(JoinRequestSchema, "Created"), ...ruleResponses },
    }),
    async (c) =>
      c.json(
        await createJoinRequest(
          db,
          c.get("log"),
          requireUser(c).id,
          c.req.valid("param").id,
          c.req.valid("json").message,
          clock.now(),
        ),
        201,
      ),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/groups/{id}/join-requests",
      summary: "Join requests of a group with requester profiles (leader only)",
      request: { params: GroupIdParamSchema },
      responses: { 200: json(GroupJoinRequestsSchema), ...ruleResponses },
    }),
    async (c) =>
      c.json({ requests: await listGroupJoinRequests(db, requireUser(c).id, c.req.valid("param").id) }, 200),
  );

  return router;
}
