// Web Push API (decision 064). Shared by the server routes and the web settings page.
//   GET  /api/push/public-key          the VAPID public key a browser subscribes with (public)
//   GET  /api/me/push-settings         the caller's push switches (all off until saved)
//   PUT  /api/me/push-settings         save them all at once
//   POST /api/me/push-subscriptions    store this device's subscription (201), tied to the session
//   POST /api/me/push-subscriptions/remove   forget this device's subscription by endpoint (204)

import { z } from "zod";

export const PushPublicKeySchema = z.object({ public_key: z.string() });

export const PushSettingsSchema = z.object({
  messages_enquiries: z.boolean(),
  viewings_deals: z.boolean(),
  groups_roommates: z.boolean(),
  saved_search_alerts: z.boolean(),
  /** "Show message text in notifications": off by default, the lock screen shows who and where only. */
  show_message_text: z.boolean(),
});
export type PushSettings = z.infer<typeof PushSettingsSchema>;

/** A save sends the whole form. */
export const PushSettingsUpdateSchema = PushSettingsSchema.strict();

/** Base64url, as PushSubscription.toJSON() gives the keys. */
const base64url = (max: number, example: string) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/)
    .meta({ example });

/** A browser's PushSubscription.toJSON(); the server accepts endpoints of known push services only. */
export const PushSubscriptionInputSchema = z.object({
  endpoint: z.url().max(1000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url(
      200,
      "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
    ),
    auth: base64url(100, "tBHItJI5svbpez7KI4CCXg"),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

export const PushSubscriptionRemoveSchema = z.object({ endpoint: z.url().max(1000) });
