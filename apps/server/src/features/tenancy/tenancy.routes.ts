import { createRoute, z } from "@hono/zod-openapi";
import {
  TenancyDraftSchema,
  TenancyTermsInputSchema,
  TenancyViewSchema,
} from "@roost/shared/contracts/tenancy.ts";
import type { AppDeps } from "../../app-deps.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponse, errorResponses, json, jsonBody } from "../../lib/openapi.ts";
import { getTenancy, startTenancy, updateTerms, withdrawTenancy } from "./tenancy.service.ts";
import { tenancyDraft } from "./tenancy-draft.ts";

// A tenancy's API (decision 062; the shape is packages/shared contracts/tenancy.ts). Every rule is
// in the service; anyone who is not a party gets 404.

const IdParam = z.object({ id: z.uuid() });

const answers = {
  200: json(TenancyViewSchema),
  ...errorResponses,
  403: errorResponse("tenancy_not_landlord, tenancy_not_leader"),
  409: errorResponse("tenancy_wrong_state, tenancy_needs_confirmed_deal, tenancy_exists"),
  422: errorResponse("tenancy_terms_refused: the first broken rule, with its field"),
} as const;

export function tenancyRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/conversations/{id}/tenancy-draft",
      summary: "What the landlord's terms form starts from: the deal's tenants and terms from the advert",
      request: { params: IdParam },
      responses: { ...answers, 200: json(TenancyDraftSchema) },
    }),
    async (c) => c.json(await tenancyDraft(deps, c.req.valid("param").id, requireUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/conversations/{id}/tenancy",
      summary: "The landlord drafts the tenancy terms of a confirmed deal, which starts its tenancy",
      request: { params: IdParam, ...jsonBody(TenancyTermsInputSchema) },
      responses: answers,
    }),
    async (c) =>
      c.json(await startTenancy(deps, c.req.valid("param").id, requireUser(c).id, c.req.valid("json")), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/tenancies/{id}",
      summary: "A tenancy as the caller sees it: the landlord everything, a tenant their own part",
      request: { params: IdParam },
      responses: answers,
    }),
    async (c) => c.json(await getTenancy(deps, c.req.valid("param").id, requireUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/api/tenancies/{id}/terms",
      summary: "The landlord changes the terms; signatures given so far become void",
      request: { params: IdParam, ...jsonBody(TenancyTermsInputSchema) },
      responses: answers,
    }),
    async (c) =>
      c.json(await updateTerms(deps, c.req.valid("param").id, requireUser(c).id, c.req.valid("json")), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/tenancies/{id}/withdraw",
      summary: "The landlord or the leader withdraws the tenancy before it is signed",
      request: { params: IdParam },
      responses: answers,
    }),
    async (c) => c.json(await withdrawTenancy(deps, c.req.valid("param").id, requireUser(c).id), 200),
  );

  return router;
}
