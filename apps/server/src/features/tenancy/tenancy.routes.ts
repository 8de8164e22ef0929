import { createRoute, z } from "@hono/zod-openapi";
import {
  RightToRentExemptionInputSchema,
  RightToRentInputSchema,
} from "@roost/shared/contracts/right-to-rent.ts";
import {
  TenancyDraftSchema,
  TenancySendInputSchema,
  TenancySignInputSchema,
  TenancyTermsInputSchema,
  TenancyViewSchema,
} from "@roost/shared/contracts/tenancy.ts";
import { TENANCY_AGREEMENT_MAX_BYTES } from "@roost/shared/domain/tenancy-documents.ts";
import type { AppDeps } from "../../app-deps.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponse, errorResponses, fileField, json, jsonBody } from "../../lib/openapi.ts";
import { uploadLimit } from "../../lib/upload-limit.ts";
import { markReadyToMoveIn, markRightToRentExempt, recordRightToRent } from "./right-to-rent.service.ts";
import { signingOrigin } from "./signing-origin.ts";
import {
  getTenancy,
  startTenancy,
  tenancyDocument,
  updateTerms,
  withdrawTenancy,
} from "./tenancy.service.ts";
import { tenancyDraft } from "./tenancy-draft.ts";
import { sendForSignature, signTenancy, uploadAgreement } from "./tenancy-signing.service.ts";

// A tenancy's API (decision 062; the shape is packages/shared contracts/tenancy.ts). Every rule is
// in the service; anyone who is not a party gets 404.

const IdParam = z.object({ id: z.uuid() });
const DocumentParam = z.object({ id: z.uuid(), agreementId: z.uuid() });

const AgreementUpload = z.object({
  file: fileField("Choose the agreement's PDF."),
  /** The tenant whose agreement this is, for individual tenancies; left out for a joint tenancy. */
  tenant_id: z.string().min(1).max(100).optional(),
});

/** Room for the multipart envelope around the largest agreement accepted. */
const MULTIPART_ROOM = 64 * 1024;

const answers = {
  200: json(TenancyViewSchema),
  ...errorResponses,
  403: errorResponse("tenancy_not_landlord, tenancy_not_leader"),
  409: errorResponse(
    "tenancy_wrong_state, tenancy_needs_confirmed_deal, tenancy_exists, tenancy_already_signed, tenancy_agreement_missing, tenancy_document_changed, tenancy_right_to_rent_missing",
  ),
  422: errorResponse(
    "tenancy_terms_refused (the first broken rule, with its field), tenancy_signed_name_refused, tenancy_agreement_not_needed, tenancy_not_an_occupier, right_to_rent_refused, right_to_rent_not_exemptable, tenancy_statement_unconfirmed, agreement_not_pdf, agreement_too_large, agreement_too_many_pages, agreement_encrypted, agreement_unreadable",
  ),
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

  router.openapi(
    createRoute({
      method: "put",
      path: "/api/tenancies/{id}/agreements",
      summary:
        "The landlord uploads a written agreement (multipart `file`, a PDF; `tenant_id` for individual tenancies); replacing one out for signature voids the signatures",
      middleware: [uploadLimit(TENANCY_AGREEMENT_MAX_BYTES + MULTIPART_ROOM)] as const,
      request: {
        params: IdParam,
        body: { content: { "multipart/form-data": { schema: AgreementUpload } }, required: true },
      },
      responses: answers,
    }),
    async (c) => {
      const form = c.req.valid("form");
      const input = { tenantId: form.tenant_id ?? null, file: form.file };
      return c.json(await uploadAgreement(deps, c.req.valid("param").id, requireUser(c).id, input), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/tenancies/{id}/send",
      summary:
        "The landlord sends the agreements to sign (for an assured tenancy, confirming the written statement is in them): each document is fixed by its SHA-256",
      request: { params: IdParam, ...jsonBody(TenancySendInputSchema) },
      responses: answers,
    }),
    async (c) =>
      c.json(
        await sendForSignature(deps, c.req.valid("param").id, requireUser(c).id, c.req.valid("json")),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/tenancies/{id}/sign",
      summary:
        "A party signs the documents they reviewed (by hash) with their typed name; the last signature makes the signed PDF",
      request: { params: IdParam, ...jsonBody(TenancySignInputSchema) },
      responses: answers,
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(
        await signTenancy(deps, id, requireUser(c).id, c.req.valid("json"), signingOrigin(c, deps)),
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/api/tenancies/{id}/right-to-rent",
      summary:
        "The landlord records one adult occupier's Right to Rent check: what was checked and when, never the document",
      request: { params: IdParam, ...jsonBody(RightToRentInputSchema) },
      responses: answers,
    }),
    async (c) =>
      c.json(
        await recordRightToRent(deps, c.req.valid("param").id, requireUser(c).id, c.req.valid("json")),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/api/tenancies/{id}/right-to-rent-exemption",
      summary:
        "The landlord marks a let the Renters' Rights Act does not cover exempt from Right to Rent checks, saying why (null takes it off)",
      request: { params: IdParam, ...jsonBody(RightToRentExemptionInputSchema) },
      responses: answers,
    }),
    async (c) =>
      c.json(
        await markRightToRentExempt(deps, c.req.valid("param").id, requireUser(c).id, c.req.valid("json")),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/tenancies/{id}/ready",
      summary:
        "The landlord marks the signed tenancy ready to move in, once every occupier's check is recorded",
      request: { params: IdParam },
      responses: answers,
    }),
    async (c) => c.json(await markReadyToMoveIn(deps, c.req.valid("param").id, requireUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/tenancies/{id}/agreements/{agreementId}/document",
      summary:
        "An agreement's document as a PDF download, for its parties: the signed PDF once complete, else the document to sign, else the upload",
      request: { params: DocumentParam },
      responses: { 200: { description: "The PDF" }, ...errorResponses },
    }),
    async (c) => {
      const { id, agreementId } = c.req.valid("param");
      const file = await tenancyDocument(deps, id, agreementId, requireUser(c).id);
      // A download, never shown by this origin: the pages are the landlord's upload.
      return c.body(new Uint8Array(file.bytes), 200, {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${file.fileName}"`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      });
    },
  );

  return router;
}
