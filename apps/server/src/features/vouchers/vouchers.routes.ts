import { createRoute, z } from "@hono/zod-openapi";
import { VoucherPackSchema } from "@roost/shared/contracts/vouchers.ts";
import type { AppDeps } from "../../app-deps.ts";
import { createRouter } from "../../lib/http.ts";
import { errorResponses, json } from "../../lib/openapi.ts";
import { getVoucherPack } from "./vouchers.service.ts";

export function voucherRoutes({ database, clock }: AppDeps) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/vouchers/{uid}",
      summary: "A student's 'Free £100 worth of Vouchers' pack; codes only for the owner (public page)",
      request: { params: z.object({ uid: z.string().min(1).max(128) }) },
      responses: { 200: json(VoucherPackSchema), ...errorResponses },
    }),
    async (c) => {
      const viewer = c.get("user");
      const pack = await getVoucherPack(
        database.db,
        c.req.valid("param").uid,
        viewer?.id ?? null,
        clock.now(),
      );
      return c.json(pack, 200);
    },
  );

  return router;
}
