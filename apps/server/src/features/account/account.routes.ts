import { createRoute } from "@hono/zod-openapi";
import {
  DataExportSchema,
  DeleteAccountBodySchema,
  DeleteAccountResultSchema,
} from "@roost/shared/contracts/account.ts";
import { dataExportFileName } from "@roost/shared/domain/account.ts";
import type { AppDeps } from "../../app-deps.ts";
import { createRouter, requireAccount } from "../../lib/http.ts";
import { errorResponses, json, jsonBody } from "../../lib/openapi.ts";
import { deleteAccount } from "./account-deletion.service.ts";
import { exportUserData } from "./account-export.service.ts";

/**
 * Data rights (UK GDPR): the signed-in user's own data only; there is no target id to tamper with.
 * Open before onboarding too: whoever has an account may take their data or close it.
 */
export function accountRoutes(services: AppDeps) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/me/export",
      summary: "Download my data: everything Roost holds about the signed-in user, as a JSON file",
      responses: {
        200: {
          ...json(DataExportSchema, "The export, sent as an attachment roost-data-YYYY-MM-DD.json"),
          headers: {
            "Content-Disposition": {
              description: 'attachment; filename="roost-data-YYYY-MM-DD.json"',
              schema: { type: "string" },
            },
          },
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      const data = await exportUserData(services, requireAccount(c).id);
      const fileName = dataExportFileName(services.clock.now());
      c.header("content-disposition", `attachment; filename="${fileName}"`);
      // Personal data: never kept by a browser or proxy cache.
      c.header("cache-control", "no-store");
      return c.json(data, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/me/delete",
      summary:
        'Delete my account for good (body {"confirm": "DELETE"}); signs out every session of the account',
      request: jsonBody(DeleteAccountBodySchema),
      responses: {
        200: json(DeleteAccountResultSchema, "Deleted; the session cookie is cleared"),
        ...errorResponses,
      },
    }),
    async (c) => {
      const user = requireAccount(c);
      await deleteAccount(services, user.id);
      // The session rows are gone; better-auth's sign-out also expires this browser's cookies.
      const { headers } = await services.auth.api.signOut({
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
      return c.json({ deleted: true as const }, 200);
    },
  );

  return router;
}
