// Email notification settings API (decision 032): GET and PUT /api/me/notification-settings
// and the one-click unsubscribe. Shared by the server routes and the web settings page.

import { z } from "zod";
import { EMAIL_FREQUENCIES, UNSUBSCRIBE_TARGETS } from "../domain/notification-settings.ts";

export const EmailFrequencySchema = z.enum(EMAIL_FREQUENCIES);

/** Every category with its frequency, and the newsletter subscription of the sign-in address. */
export const NotificationSettingsSchema = z.object({
  messages_enquiries: EmailFrequencySchema,
  viewings_deals: EmailFrequencySchema,
  groups_roommates: EmailFrequencySchema,
  saved_search_alerts: EmailFrequencySchema,
  newsletter: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** A save sends the whole form: a missing field is refused rather than silently kept. */
export const NotificationSettingsUpdateSchema = NotificationSettingsSchema.strict();

export const UnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(500) });

/** What a one-click unsubscribe switched off. */
export const UnsubscribeResultSchema = z.object({
  unsubscribed: z.literal(true),
  category: z.enum(UNSUBSCRIBE_TARGETS),
});
