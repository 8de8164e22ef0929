// Forms that work before the app has loaded and without JavaScript (decision 050). A form posts to
// a page path; the server answers it through its own API, in-process, with the visitor's headers,
// so the Origin check, the rate limits, validation and the service are the API's own, then comes
// back to the page the form was on with the outcome as a one-time message (FLASH_COOKIE).
import type { OpenAPIHono } from "@hono/zod-openapi";
import {
  DEV_SIGN_IN_FAILED,
  DEV_SIGN_IN_FORM_PATH,
  FLASH_COOKIE,
  type FlashMessage,
  favouriteFormPath,
  GOOGLE_CALLBACK_PATH,
  GOOGLE_ERROR_PATH,
  GOOGLE_SIGN_IN_FORM_PATH,
  MESSAGE_LANDLORD_TEXTS,
  messageLandlordFormPath,
  NEWSLETTER_FORM_PATH,
  reportListingFormPath,
} from "@roost/shared/contracts/form-posts.ts";
import { returnPath, signInPath } from "@roost/shared/contracts/sign-in-path.ts";
import { ERROR_TEXTS, errorText } from "@roost/shared/domain/errors.ts";
import { FIRST_LOAD_ERROR_TEXTS, FIRST_LOAD_SUCCESS_TEXTS } from "@roost/shared/domain/first-load-texts.ts";
import { SAFETY_TEXTS } from "@roost/shared/domain/safety.ts";
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import type { AppEnv } from "../lib/http.ts";
import { callApi } from "./in-process-api.ts";

/** Long enough for the redirect to be followed; the next page clears it anyway. */
const FLASH_SECONDS = 60;

export function mountFormPosts(
  app: OpenAPIHono<AppEnv>,
  options: { publicUrl: string; secureTransport: boolean },
) {
  app.post(NEWSLETTER_FORM_PATH, async (c) => {
    const email = String((await c.req.parseBody()).email ?? "");
    const res = await callApi(app, c, "POST", "/api/newsletter", { email });
    return backWithFlash(c, options, await newsletterOutcome(res));
  });

  app.post(favouriteFormPath(":propertyId"), async (c) => {
    const add = (await c.req.parseBody()).favourite !== "0";
    const path = `/api/favourites/${encodeURIComponent(c.req.param("propertyId") ?? "")}`;
    const res = await callApi(app, c, add ? "PUT" : "DELETE", path);
    if (res.status === 401) return c.redirect(signInFirst(c, options.publicUrl), 303);
    return backWithFlash(c, options, favouriteOutcome(res, add));
  });

  app.post(messageLandlordFormPath(":propertyId"), async (c) => {
    const path = `/api/properties/${encodeURIComponent(c.req.param("propertyId") ?? "")}/inquiry`;
    const res = await callApi(app, c, "POST", path);
    if (res.status === 401) return c.redirect(signInFirst(c, options.publicUrl), 303);
    if (res.ok) {
      const { conversation_id } = (await res.json()) as { conversation_id: string };
      return c.redirect(`/inquiries/${encodeURIComponent(conversation_id)}`, 303);
    }
    return backWithFlash(c, options, await messageLandlordOutcome(res));
  });

  app.post(reportListingFormPath(":propertyId"), async (c) => {
    const form = await c.req.parseBody();
    const path = `/api/properties/${encodeURIComponent(c.req.param("propertyId") ?? "")}/report`;
    const res = await callApi(app, c, "POST", path, {
      reason: String(form.reason ?? ""),
      details: String(form.details ?? ""),
    });
    if (res.status === 401) return c.redirect(signInFirst(c, options.publicUrl), 303);
    return backWithFlash(c, options, await reportOutcome(res));
  });

  // Sign-in: the API's answer sets its cookies (the session, or Google's state), which go to the
  // browser with the redirect; a refusal comes back to the sign-in page, logged and shown (§8).
  app.post(GOOGLE_SIGN_IN_FORM_PATH, async (c) => {
    const res = await callApi(app, c, "POST", "/api/auth/sign-in/social", {
      provider: "google",
      callbackURL: GOOGLE_CALLBACK_PATH,
      errorCallbackURL: GOOGLE_ERROR_PATH,
      disableRedirect: true,
    });
    const url = res.ok ? ((await res.json()) as { url?: unknown }).url : undefined;
    if (typeof url !== "string") return backWithFlash(c, options, await signInRefused(c, res));
    passCookies(res, c);
    c.header("cache-control", "private, no-store");
    return c.redirect(url, 303);
  });

  app.post(DEV_SIGN_IN_FORM_PATH, async (c) => {
    const form = await c.req.parseBody();
    const email = String(form.email ?? "").trim();
    const res = await callApi(app, c, "POST", "/api/auth/dev/sign-in", { email });
    if (!res.ok) return backWithFlash(c, options, await signInRefused(c, res, DEV_SIGN_IN_FAILED));
    passCookies(res, c);
    c.header("cache-control", "private, no-store");
    // A new account is sent on to complete its profile by the app, as after any sign-in.
    return c.redirect(returnPath(String(form.next ?? "")) ?? "/dashboard", 303);
  });
}

/** The cookies an in-process API answer set, for the browser. */
function passCookies(from: Response, c: Context<AppEnv>) {
  for (const cookie of from.headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
}

/**
 * Why a sign-in was refused, in the words the app shows: a suspended account, the server's own
 * reason for a refused request (another site's form), else `fallback` or §8's "Sign in failed".
 */
async function signInRefused(c: Context<AppEnv>, res: Response, fallback?: string): Promise<FlashMessage> {
  const error = (
    (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null
  )?.error;
  c.get("log")?.warn({ status: res.status, code: error?.code }, "Sign-in failed");
  const { title } = ERROR_TEXTS.sign_in_failed;
  if (error?.code === "account_suspended")
    return { tone: "error", title, description: ERROR_TEXTS.account_suspended.description };
  if (error?.code === "bad_origin" && error.message)
    return { tone: "error", title, description: error.message };
  return { tone: "error", title, description: fallback ?? ERROR_TEXTS.sign_in_failed.description };
}

/** §8's texts for a favourite, as the app's toasts show them. */
function favouriteOutcome(res: Response, added: boolean): FlashMessage {
  if (res.ok)
    return {
      tone: "success",
      title: added ? FIRST_LOAD_SUCCESS_TEXTS.favourite_added : FIRST_LOAD_SUCCESS_TEXTS.favourite_removed,
    };
  if (res.status === 429) return { tone: "error", ...FIRST_LOAD_ERROR_TEXTS.rate_limited };
  return { tone: "error", ...FIRST_LOAD_ERROR_TEXTS.favourites_update_failed };
}

async function messageLandlordOutcome(res: Response): Promise<FlashMessage> {
  const code = ((await res.json().catch(() => null)) as { error?: { code?: string } } | null)?.error?.code;
  if (code === "own_property") return { tone: "error", ...MESSAGE_LANDLORD_TEXTS.ownListing };
  if (res.status === 404 || res.status === 410) return { tone: "error", ...MESSAGE_LANDLORD_TEXTS.gone };
  if (res.status === 429) return { tone: "error", ...FIRST_LOAD_ERROR_TEXTS.rate_limited };
  return { tone: "error", ...MESSAGE_LANDLORD_TEXTS.failed };
}

/** The report form's outcome in the app's words: thanks, already reported, or why not. */
async function reportOutcome(res: Response): Promise<FlashMessage> {
  if (res.ok) return { tone: "success", title: SAFETY_TEXTS.reportSent };
  const error = (
    (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null
  )?.error;
  if (error?.code === "validation_failed" && error.message) return { tone: "error", title: error.message };
  return { tone: "error", ...errorText(error?.code ?? "internal_error") };
}

/** A session that ended meanwhile: sign in, then back to the page the form was on. */
function signInFirst(c: Context<AppEnv>, publicUrl: string): string {
  return signInPath(pageOf(c.req.header("referer"), publicUrl));
}

/** The spec's texts for each answer of POST /api/newsletter (§8), as the app's toasts show them. */
async function newsletterOutcome(res: Response): Promise<FlashMessage> {
  if (res.ok) return { tone: "success", title: FIRST_LOAD_SUCCESS_TEXTS.subscribed };
  const error = (
    (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null
  )?.error;
  if (error?.code === "already_subscribed")
    return { tone: "error", ...FIRST_LOAD_ERROR_TEXTS.already_subscribed };
  if (res.status === 429) return { tone: "error", ...FIRST_LOAD_ERROR_TEXTS.rate_limited };
  // The schema's own words for a bad address ("Enter a valid email address"), as the form shows them.
  if (res.status === 400 && error?.message) return { tone: "error", title: error.message };
  return { tone: "error", ...FIRST_LOAD_ERROR_TEXTS.subscription_failed };
}

/** 303 to the page the form was on (a page of this site, else the home page), with the outcome. */
function backWithFlash(
  c: Context<AppEnv>,
  options: { publicUrl: string; secureTransport: boolean },
  flash: FlashMessage,
) {
  setCookie(c, FLASH_COOKIE, Buffer.from(JSON.stringify(flash)).toString("base64url"), {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: options.secureTransport,
    maxAge: FLASH_SECONDS,
  });
  c.header("cache-control", "private, no-store");
  return c.redirect(pageOf(c.req.header("referer"), options.publicUrl), 303);
}

function pageOf(referer: string | undefined, publicUrl: string): string {
  try {
    const from = new URL(referer ?? "");
    // A path starting "//" or "/\\" would be another site's address: one slash, always.
    if (from.origin === new URL(publicUrl).origin)
      return `/${from.pathname.replace(/^[/\\]+/, "")}${from.search}`;
  } catch {
    // No referer, or not a URL: the home page.
  }
  return "/";
}
