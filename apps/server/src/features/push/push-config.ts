import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PUSH_DELAY_SECONDS } from "@roost/shared/domain/push.ts";
import webpush from "web-push";
import { z } from "zod";

// Web Push's configuration (decision 064), read by config.ts: the VAPID key pair every instance
// signs with, who push services may contact, the delay, and the push services beyond the
// well-known ones that subscriptions may name.

const emptyAsUnset = (value: unknown) => (value === "" ? undefined : value);
const VAPID_KEY_ISSUE = "a VAPID key in base64url, as `npx web-push generate-vapid-keys` prints it";
const ORIGINS_ISSUE = "comma-separated http(s) origins, such as http://127.0.0.1:9000";

const origin = (item: string) => {
  try {
    const url = new URL(item);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
};

/** The push variables of the environment schema. */
export const PUSH_ENV = {
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[\w-]{80,100}$/, VAPID_KEY_ISSUE)
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[\w-]{40,50}$/, VAPID_KEY_ISSUE)
      .optional(),
  ),
  VAPID_SUBJECT: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^(mailto:|https:)/, "a mailto: or https: address push services may contact")
      .optional(),
  ),
  PUSH_DELAY_SECONDS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(3_600).optional()),
  PUSH_SERVICE_ORIGINS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().refine((item) => origin(item) !== null, ORIGINS_ISSUE)))
    .transform((items) => items.map((item) => origin(item) as string)),
};

type PushEnv = z.infer<z.ZodObject<typeof PUSH_ENV>>;

/**
 * The VAPID pair from the environment; outside production, when unset, one kept in DATA_DIR like
 * AUTH_SECRET. Null in production without a pair: push is off. A pair given by halves is refused
 * by config.ts, since pushes signed with a mismatched pair all fail.
 */
export function pushConfig(e: PushEnv, where: { production: boolean; dataDir: string; publicUrl: string }) {
  const keys =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : where.production
        ? null
        : localVapidKeys(where.dataDir);
  if (!keys) return null;
  // Push services want a contact; an https site is one, a local http address is not accepted.
  const subject =
    e.VAPID_SUBJECT ??
    (where.publicUrl.startsWith("https:") ? where.publicUrl : "mailto:operators@roost.local");
  return {
    vapid: { ...keys, subject },
    delayMs: (e.PUSH_DELAY_SECONDS ?? PUSH_DELAY_SECONDS) * 1000,
    extraServiceOrigins: e.PUSH_SERVICE_ORIGINS,
  };
}

/** The VAPID pair kept in `dir`, made on first use (a server's DATA_DIR, or `npm run cluster`'s). */
export function localVapidKeys(dir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dir, "vapid-keys.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  mkdirSync(dir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
