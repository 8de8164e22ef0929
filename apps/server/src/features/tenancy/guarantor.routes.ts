import { createRoute, z } from "@hono/zod-openapi";
import { TenancyViewSchema } from "@roost/shared/contracts/tenancy.ts";
import {
  GuaranteeViewSchema,
  GuarantorInputSchema,
  GuarantorSignInputSchema,
} from "@roost/shared/contracts/tenancy-guarantors.ts";
import type { AppDeps } from "../../app-deps.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponse, errorResponses, json, jsonBody } from "../../lib/openapi.ts";
import { guaranteeDocument, readGuarantee, signGuarantee } from "./guarantee.service.ts";
import { nameGuarantor, removeGuarantor } from "./guarantors.service.ts";
import { signingOrigin } from "./signing-origin.ts";

// Guarantors' API (decision 062; shapes in packages/shared contracts/tenancy-guarantors.ts). A
// tenant names theirs on the tenancy; the guarantor, who has no account, acts only through the
// signed link emailed to them, which names its tenancy: any other link is "not found".

const IdParam = z.object({ id: z.uuid() });
const LinkParam = z.object({ tenancyId: z.uuid(), token: z.string().min(1).max(600) });

const tenantAnswers = {
  200: json(TenancyViewSchema),
  ...errorResponses,
  403: errorResponse("tenancy_not_tenant"),
  409: errorResponse("tenancy_wrong_state, guarantor_already_signed"),
  422: errorResponse("guarantor_refused (a tenancy's own party named as guarantor)"),
} as const;

const guarantorAnswers = {
  200: json(GuaranteeViewSchema),
  ...errorResponses,
  409: errorResponse(
    "guarantor_link_used, guarantor_not_ready, tenancy_wrong_state, tenancy_document_changed",
  ),
  410: errorResponse("guarantor_link_expired"),
  422: errorResponse("tenancy_signed_name_refused"),
} as const;

export function guarantorRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "put",
      path: "/api/tenancies/{id}/guarantor",
      summary:
        "A tenant names their guarantor, or sends them a fresh link; it is emailed once the agreement is out to sign",
      request: { params: IdParam, ...jsonBody(GuarantorInputSchema) },
      responses: tenantAnswers,
    }),
    async (c) =>
      c.json(await nameGuarantor(deps, c.req.valid("param").id, requireUser(c).id, c.req.valid("json")), 200),
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/api/tenancies/{id}/guarantor",
      summary: "A tenant removes their guarantor, before the guarantor has signed",
      request: { params: IdParam },
      responses: tenantAnswers,
    }),
    async (c) => c.json(await removeGuarantor(deps, c.req.valid("param").id, requireUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/guarantees/{tenancyId}/{token}",
      summary: "What a guarantor's link opens, without an account: the agreement and their own guarantee",
      request: { params: LinkParam },
      responses: guarantorAnswers,
    }),
    async (c) => c.json(await readGuarantee(deps, c.req.valid("param")), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/guarantees/{tenancyId}/{token}/document",
      summary: "The agreement the guarantor signs (then the signed one), as a PDF download",
      request: { params: LinkParam },
      responses: {
        200: { description: "The PDF" },
        ...errorResponses,
        410: errorResponse("guarantor_link_expired"),
      },
    }),
    async (c) => {
      const file = await guaranteeDocument(deps, c.req.valid("param"));
      return c.body(new Uint8Array(file.bytes), 200, {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${file.fileName}"`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      });
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/guarantees/{tenancyId}/{token}/sign",
      summary: "The guarantor signs the document they reviewed (by hash) with their typed name, once",
      request: { params: LinkParam, ...jsonBody(GuarantorSignInputSchema) },
      responses: guarantorAnswers,
    }),
    async (c) =>
      c.json(
        await signGuarantee(deps, c.req.valid("param"), c.req.valid("json"), signingOrigin(c, deps)),
        200,
      ),
  );

  return router;
}
