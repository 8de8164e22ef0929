import {
  EMAIL_CATEGORY_LABELS,
  UNSUBSCRIBE_API_PATH,
  type UnsubscribeTarget,
} from "@roost/shared/domain/notification-settings.ts";
import { NOTIFICATION_SETTINGS_PATH } from "@roost/shared/domain/notification-settings-path.ts";
import { escapeHtml } from "../../mail/booking-email.ts";
import { button, heading, htmlDocument, paragraph } from "../../mail/email-components.ts";

// The pages an unsubscribe link opens in a browser. Opening the link never changes anything (mail
// scanners and link previews open links too); the button posts the form, as RFC 8058 clients do.

/** "emails about messages and enquiries", "the newsletter" */
export function unsubscribeWhat(target: UnsubscribeTarget): string {
  if (target === "newsletter") return "the newsletter";
  if (target === "daily_digest") return "the daily digest";
  return `emails about ${EMAIL_CATEGORY_LABELS[target].toLowerCase()}`;
}

export function unsubscribeConfirmPage(target: UnsubscribeTarget, token: string, publicUrl: string): string {
  const action = `${publicUrl}${UNSUBSCRIBE_API_PATH}?token=${encodeURIComponent(token)}`;
  return htmlDocument("Unsubscribe", [
    heading("Unsubscribe"),
    paragraph(`Stop ${unsubscribeWhat(target)} from Roost?`),
    {
      html: `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="padding:12px 20px;border-radius:8px;border:none;background:#b45309;color:#ffffff;font-weight:bold;font-size:16px;cursor:pointer">Unsubscribe</button></form>`,
      text: "",
    },
    paragraph("You can also choose instantly, a daily digest or off for each kind of email:"),
    button("Email settings", `${publicUrl}${NOTIFICATION_SETTINGS_PATH}`),
  ]);
}

export function unsubscribedPage(target: UnsubscribeTarget, publicUrl: string): string {
  return htmlDocument("Unsubscribed", [
    heading("You are unsubscribed"),
    paragraph(`You will no longer get ${unsubscribeWhat(target)} from Roost.`),
    button("Email settings", `${publicUrl}${NOTIFICATION_SETTINGS_PATH}`),
  ]);
}
