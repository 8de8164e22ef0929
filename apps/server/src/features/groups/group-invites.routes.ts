import { createRoute } from "@hono/zod-openapi";
import {
  GroupInvitationSchema,
  GroupInviteParamSchema,
  GroupInviteSentSchema,
} from "@roost/shared/contracts/group-invites.ts";
import { GroupIdParamSchema } from "@roost/shared/contracts/groups.ts";
import type { AppDeps } from "../../app-deps.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponse, errorResponses, json } from "../../lib/openapi.ts";
import { getInvitation, inviteToGroup } from "./group-invites.service.ts";

/** Group invites (decision 024): the leader invites a student; the student opens the group by id. */
export function groupInviteRoutes({ database, clock }: AppDeps) {
  const router = createRouter();
  const db = database.db;

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/groups/{id}/invites/{userId}",
      summary: "Invite a student to the caller's group (leader only): a group_invite notification",
      request: { params: GroupInviteParamSchema },
      responses: {
        201: json(GroupInviteSentSchema, "Invited"),
        ...errorResponses,
        403: errorResponse("Not allowed: students_only, not_leader, blocked_user, cannot_invite_user"),
        409: errorResponse("Conflict: invitee_in_group, invite_already_sent"),
        422: errorResponse("Refused: group_full"),
      },
    }),
    async (c) => {
      const { id, userId } = c.req.valid("param");
      return c.json(await inviteToGroup(db, requireUser(c).id, id, userId, clock.now()), 201);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/groups/{id}/invitation",
      summary: "The group an invite names, with its current invite code (invited students and members)",
      request: { params: GroupIdParamSchema },
      responses: {
        200: json(GroupInvitationSchema),
        ...errorResponses,
        403: errorResponse("Not allowed: students_only"),
      },
    }),
    async (c) =>
      c.json(await getInvitation(db, requireUser(c).id, c.req.valid("param").id, clock.now()), 200),
  );

  return router;
}
