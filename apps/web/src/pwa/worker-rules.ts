// What the service worker (src/sw.ts) decides, as plain functions it and the tests share: which
// answers it may keep, what a push shows and where a tap on it leads (decision 065).
import type { PushPayload } from "@roost/shared/domain/push.ts";

/**
 * The API reads that are the same for every visitor (search, the featured homes, a listing), as
 * the server lists them (apps/server/src/lib/api-caching.ts). Nothing else under /api is ever kept.
 */
const PUBLIC_READS: readonly RegExp[] = [
  /^\/api\/properties$/,
  /^\/api\/properties\/featured$/,
  /^\/api\/properties\/[^/]+$/,
];

export const isPublicReadPath = (path: string) => PUBLIC_READS.some((pattern) => pattern.test(path));

/**
 * Whether an answer may be kept for offline use: only a successful one the server marked public
 * with a lifetime. The same URL read with a session is answered `private, no-store` (its Vary:
 * Cookie is invisible to a worker, which never sees cookies), so the server's word decides, not
 * the path alone; an answer setting a cookie is someone's.
 */
export function isShareableAnswer(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  const directives = (response.headers.get("cache-control") ?? "")
    .toLowerCase()
    .split(",")
    .map((directive) => directive.trim());
  if (directives.some((d) => d === "private" || d === "no-store" || d === "no-cache")) return false;
  const maxAge = directives.find((d) => d.startsWith("max-age="));
  return directives.includes("public") && maxAge !== undefined && Number(maxAge.slice(8)) > 0;
}

/** The push as the server sent it (PushPayload), or null for anything else: a malformed push shows nothing. */
export function parsePushPayload(text: string | undefined): PushPayload | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (data === null || typeof data !== "object") return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== "string" || title === "" || typeof body !== "string") return null;
  if (typeof url !== "string" || typeof tag !== "string") return null;
  return { title, body, url, tag };
}

/** The address a notification opens: a path on this site, never another site (else the home page). */
export function notificationTarget(url: unknown, origin: string): string {
  if (typeof url !== "string" || !url.startsWith("/") || url.startsWith("//")) return `${origin}/`;
  const target = new URL(url, origin);
  return target.origin === origin ? target.href : `${origin}/`;
}

/** The Roost window a tap brings forward: the one in front if any, else the most recent. */
export function windowToFocus<W extends { url: string; focused: boolean }>(
  windows: readonly W[],
  origin: string,
): W | undefined {
  const ours = windows.filter((w) => new URL(w.url).origin === origin);
  return ours.find((w) => w.focused) ?? ours[0];
}
