import { createRoute, z } from "@hono/zod-openapi";
import {
  ProofKindSchema,
  VerificationDocumentParamSchema,
  VerificationIdParamSchema,
  VerificationQueueSchema,
  VerificationRejectionSchema,
  VerificationStateSchema,
} from "@roost/shared/contracts/landlord-trust.ts";
import { VERIFICATION_DOCUMENT_MAX_BYTES } from "@roost/shared/domain/landlord-trust.ts";
import type { AppDeps } from "../../app-deps.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponses, fileField, json, jsonBody } from "../../lib/openapi.ts";
import { uploadLimit } from "../../lib/upload-limit.ts";
import { requireOperator } from "./operators.ts";
import {
  approveVerification,
  pendingVerifications,
  rejectVerification,
  requestVerification,
  verificationDocument,
  verificationState,
} from "./verification.service.ts";

const VerificationUpload = z.object({
  proof_kind: ProofKindSchema,
  identity: fileField("Please choose your identity document."),
  proof: fileField("Please choose your proof of ownership or authority to let."),
});

/** A landlord's own verification, and the operators' review of everyone's (decision 058). */
export function verificationRoutes(services: AppDeps) {
  const router = createRouter();
  const db = services.database.db;

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/me/verification",
      summary: "The caller's verification: none, pending, approved or rejected (with the reason)",
      responses: { 200: json(VerificationStateSchema), ...errorResponses },
    }),
    async (c) => c.json(await verificationState(db, requireUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/me/verification",
      summary:
        "Ask to be verified (landlords and property finders): multipart `identity`, `proof` (JPEG, PNG or PDF) and `proof_kind`",
      middleware: [uploadLimit(2 * VERIFICATION_DOCUMENT_MAX_BYTES + 64 * 1024)] as const,
      request: {
        body: { content: { "multipart/form-data": { schema: VerificationUpload } }, required: true },
      },
      responses: { 201: json(VerificationStateSchema, "Requested"), ...errorResponses },
    }),
    async (c) => {
      const form = c.req.valid("form");
      const state = await requestVerification(services, requireUser(c).id, {
        proofKind: form.proof_kind,
        identity: form.identity,
        proof: form.proof,
      });
      return c.json(state, 201);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/operator/verifications",
      summary: "Operators only: the pending verification requests, oldest first",
      responses: { 200: json(VerificationQueueSchema), ...errorResponses },
    }),
    async (c) => {
      await requireOperator(db, requireUser(c).id);
      return c.json({ requests: await pendingVerifications(db) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/operator/verifications/{id}/documents/{document}",
      summary: "Operators only: one document of a request, as uploaded (never cached)",
      request: { params: VerificationDocumentParamSchema },
      responses: { 200: { description: "The document" }, ...errorResponses },
    }),
    async (c) => {
      await requireOperator(db, requireUser(c).id);
      const { id, document } = c.req.valid("param");
      const file = await verificationDocument(services, id, document);
      // An image is shown in the page; a PDF is downloaded, never rendered by this origin.
      const pdf = file.contentType === "application/pdf";
      return c.body(new Uint8Array(file.body), 200, {
        "content-type": file.contentType,
        "content-disposition": pdf ? `attachment; filename="${document}.pdf"` : "inline",
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      });
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/operator/verifications/{id}/approve",
      summary: "Operators only: approve a pending request; the landlord becomes verified",
      request: { params: VerificationIdParamSchema },
      responses: { 200: json(VerificationQueueSchema), ...errorResponses },
    }),
    async (c) => {
      const operatorId = requireUser(c).id;
      await requireOperator(db, operatorId);
      await approveVerification(db, services.clock.now(), c.req.valid("param").id, { operatorId });
      return c.json({ requests: await pendingVerifications(db) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/operator/verifications/{id}/reject",
      summary: "Operators only: reject a pending request with a reason the landlord reads",
      request: { params: VerificationIdParamSchema, ...jsonBody(VerificationRejectionSchema) },
      responses: { 200: json(VerificationQueueSchema), ...errorResponses },
    }),
    async (c) => {
      const operatorId = requireUser(c).id;
      await requireOperator(db, operatorId);
      const { id } = c.req.valid("param");
      await rejectVerification(db, services.clock.now(), id, { operatorId }, c.req.valid("json").reason);
      return c.json({ requests: await pendingVerifications(db) }, 200);
    },
  );

  return router;
}
