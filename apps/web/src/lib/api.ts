import { FIRST_LOAD_ERROR_TEXTS } from "@roost/shared/domain/first-load-texts.ts";
import type { Answer, Documented, Method, RequestBody } from "./api-routes.ts";
import { notifyRateLimited } from "./toast.ts";

/**
 * The one way the web app talks to the server: JSON in, JSON out, errors as ApiError carrying the
 * server's error code (docs/architecture.md §4) so a feature can map it to the spec's exact text.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** A 503's Retry-After: the server is busy or down for a moment and says when to try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/**
 * The server-side renderer answers the page's API calls in-process (entry-server.tsx), with the
 * visitor's cookie, so a server-rendered page shows exactly what the API would show them.
 */
export function sendApiRequestsThrough(next: Transport) {
  transport = next;
}

type UntypedInit = { method?: string; body?: Body; signal?: AbortSignal };

/**
 * Typed by the address: `api("/api/me")` answers the body GET /api/me documents, and
 * `api(\`/api/groups/${id}/leave\`, { method: "POST" })` that of POST /api/groups/{id}/leave,
 * taking the body the route documents (lib/api-routes.ts). An address the document does not name
 * for the method fails the type-check. `api<T>(path)` asserts the answer instead, for what no
 * route documents: better-auth's own /api/auth/* answers.
 */
export function api<T = never, A extends string = string, M extends Method = "GET">(
  path: [T] extends [never] ? Documented<A, M> : string,
  init?: [T] extends [never] ? { method?: M; signal?: AbortSignal } & RequestBody<A, M> : UntypedInit,
): Promise<NoInfer<[T] extends [never] ? Answer<A, M> : T>>;
export async function api(path: string, init: UntypedInit = {}): Promise<unknown> {
  const isForm = init.body instanceof FormData;
  let res: Response;
  try {
    res = await transport(path, {
      method: init.method ?? (init.body ? "POST" : "GET"),
      credentials: "same-origin",
      headers: init.body && !isForm ? { "content-type": "application/json" } : undefined,
      body: isForm ? (init.body as FormData) : init.body ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "network_error", "You appear to be offline. Please check your connection.");
  }
  if (res.status === 204) return undefined;
  const data = await res.json().catch(() => null);
  if (!res.ok) {
    // Our contract nests the error; better-auth's routes answer {code: "UPPER_CASE", message} flat.
    const e =
      data?.error ??
      (typeof data?.code === "string" ? { code: data.code.toLowerCase(), message: data.message } : undefined);
    if (res.status === 429) {
      // Whatever the caller does with the error, the person learns why and that waiting helps.
      const { title, description } = FIRST_LOAD_ERROR_TEXTS.rate_limited;
      const message = e?.message ?? `${title}. ${description}`;
      notifyRateLimited(message);
      throw new ApiError(429, "rate_limited", message);
    }
    const retryAfter = Number(res.headers.get("retry-after"));
    throw new ApiError(
      res.status,
      e?.code ?? "internal_error",
      e?.message ?? "Something went wrong.",
      e?.field,
      res.status === 503 && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return data;
}

export const isApiError = (e: unknown, code?: string): e is ApiError =>
  e instanceof ApiError && (code === undefined || e.code === code);

/** What to tell a person of a failed call: the server's own message, or `fallback` when it never answered. */
export const failureText = (e: unknown, fallback = "Please try again.") =>
  isApiError(e) && e.status > 0 ? e.message : fallback;
