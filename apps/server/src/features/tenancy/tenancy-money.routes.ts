import { createRoute, z } from "@hono/zod-openapi";
import { TenancyViewSchema } from "@roost/shared/contracts/tenancy.ts";
import {
  OutcomeInputSchema,
  PaymentInputSchema,
  ProtectionInputSchema,
  ReceiptInputSchema,
} from "@roost/shared/contracts/tenancy-money.ts";
import type { AppDeps } from "../../app-deps.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponse, errorResponses, json, jsonBody } from "../../lib/openapi.ts";
import {
  confirmReceived,
  deletePayment,
  recordOutcome,
  recordPayment,
  recordProtection,
} from "./tenancy-money.service.ts";

// A tenancy's deposits, recorded, not moved (decision 062; the shape is packages/shared
// contracts/tenancy-money.ts). Every rule is in the service; anyone who is not a party gets 404, and
// so does a tenant asking after another tenant's payment.

const IdParam = z.object({ id: z.uuid() });
const PaymentParam = z.object({ id: z.uuid(), paymentId: z.uuid() });

const answers = {
  200: json(TenancyViewSchema),
  ...errorResponses,
  403: errorResponse("tenancy_not_landlord, payment_not_yours, payment_not_recorder"),
  409: errorResponse("tenancy_wrong_state, payment_already_received"),
  422: errorResponse("payment_refused (the first broken rule, with its field), payment_not_a_tenant"),
} as const;

export function tenancyMoneyRoutes(deps: AppDeps) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/tenancies/{id}/payments",
      summary:
        "A tenant records a deposit they paid, or the landlord one any tenant paid (and may confirm it received at once)",
      request: { params: IdParam, ...jsonBody(PaymentInputSchema) },
      responses: answers,
    }),
    async (c) =>
      c.json(await recordPayment(deps, c.req.valid("param").id, requireUser(c).id, c.req.valid("json")), 200),
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/api/tenancies/{id}/payments/{paymentId}/received",
      summary: "The landlord confirms a payment received, from which its deadlines run",
      request: { params: PaymentParam, ...jsonBody(ReceiptInputSchema) },
      responses: answers,
    }),
    async (c) => {
      const { id, paymentId } = c.req.valid("param");
      return c.json(await confirmReceived(deps, id, requireUser(c).id, paymentId, c.req.valid("json")), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/api/tenancies/{id}/payments/{paymentId}/protection",
      summary: "The landlord records a deposit's protection: the scheme, certificate number and dates",
      request: { params: PaymentParam, ...jsonBody(ProtectionInputSchema) },
      responses: answers,
    }),
    async (c) => {
      const { id, paymentId } = c.req.valid("param");
      return c.json(await recordProtection(deps, id, requireUser(c).id, paymentId, c.req.valid("json")), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/api/tenancies/{id}/payments/{paymentId}/outcome",
      summary:
        "The landlord records what became of a holding deposit: refunded, credited or kept with a reason",
      request: { params: PaymentParam, ...jsonBody(OutcomeInputSchema) },
      responses: answers,
    }),
    async (c) => {
      const { id, paymentId } = c.req.valid("param");
      return c.json(await recordOutcome(deps, id, requireUser(c).id, paymentId, c.req.valid("json")), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/api/tenancies/{id}/payments/{paymentId}",
      summary: "Whoever recorded a payment deletes it, until the landlord confirms it received",
      request: { params: PaymentParam },
      responses: answers,
    }),
    async (c) => {
      const { id, paymentId } = c.req.valid("param");
      return c.json(await deletePayment(deps, id, requireUser(c).id, paymentId), 200);
    },
  );

  return router;
}
