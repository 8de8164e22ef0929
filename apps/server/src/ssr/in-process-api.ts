import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../lib/http.ts";

/** The visitor's headers an in-process API call carries: who they are, from where, with what. */
const FORWARDED_HEADERS = ["cookie", "origin", "x-forwarded-for", "user-agent", "referer", "accept-language"];

/**
 * The server's own API, asked in-process as the visitor who asked the page: the same sessions,
 * Origin check, rate limits, validation and service as a request from the app.
 */
export async function callApi(
  app: OpenAPIHono<AppEnv>,
  c: Context<AppEnv>,
  method: string,
  path: string,
  body?: unknown,
) {
  const headers = new Headers(body === undefined ? {} : { "content-type": "application/json" });
  for (const name of FORWARDED_HEADERS) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  return app.request(
    path,
    { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
    c.env,
  );
}
