import { createRoute, type OpenAPIHono, type z } from "@hono/zod-openapi";
import { type AppEnv, requireUser } from "./http.ts";
import type { Logger } from "./logger.ts";
import { type errorResponse, json } from "./openapi.ts";

const ANSWERS = ["accept", "reject"] as const;

interface RequestAnswers<Result extends z.ZodType> {
  /** The request's own path, ending in {id}; the answers are POST `${path}/accept` and `${path}/reject`. */
  path: `/api/${string}/{id}`;
  /** The request and who answers it, for the summaries: "join request (group leader only)". */
  what: string;
  params: z.ZodObject<{ id: z.ZodUUID }>;
  result: Result;
  /** The refusals the feature documents on its routes. */
  refusals: Record<number, ReturnType<typeof errorResponse>>;
  /** Accepts (accepted true) or rejects the request as the signed-in user. */
  answer: (log: Logger, userId: string, requestId: string, accepted: boolean) => Promise<z.output<Result>>;
}

/** Accept and reject: two routes documented alike, each answering 200 with the answered request. */
export function answerRequestRoutes<Result extends z.ZodType>(
  router: OpenAPIHono<AppEnv>,
  { path, what, params, result, refusals, answer }: RequestAnswers<Result>,
) {
  for (const action of ANSWERS) {
    router.openapi(
      createRoute({
        method: "post",
        path: `${path}/${action}`,
        summary: `${action === "accept" ? "Accept" : "Reject"} a pending ${what}`,
        request: { params },
        responses: { 200: json(result), ...refusals },
      }),
      async (c) =>
        c.json(
          await answer(c.get("log"), requireUser(c).id, c.req.valid("param").id, action === "accept"),
          200,
        ),
    );
  }
}
