import type { BookingConfirmationType } from "@roost/shared/domain/deal-stage.ts";
import { toSingleLine } from "@roost/shared/domain/text-safety.ts";
import { ukDateTimeWithZone } from "@roost/shared/domain/uk-time.ts";
import { buildIcs } from "./ics.ts";
import type { MailMessage } from "./mailer.ts";

// The booking confirmations of spec §7 (send-booking-confirmation: conversationId, propertyAddress,
// confirmationType, scheduledDateTime), rendered as plain text + HTML. One message per recipient:
// each party of a deal gets their own mail with only themselves in To and in the invitation, so no
// one learns another party's e-mail address. Times are shown in UK time, with the zone, whatever
// the server's zone. User-typed names and the address are put on one line (toSingleLine)
// before they reach the subject or the invitation.

/** How long a viewing is blocked out in the calendar invitation (our choice; the spec is silent). */
export const VIEWING_DURATION_MINUTES = 30;

export interface BookingEmailInput {
  conversationId: string;
  dealId: string;
  propertyAddress: string;
  confirmationType: BookingConfirmationType;
  /** The booked viewing time (null only if none was ever scheduled). */
  scheduledDateTime: Date | null;
  /** The one person this message is for: the only address in To and the only ATTENDEE. */
  recipient: { id: string; email: string; name: string | null };
  /** Shown to every recipient; the landlord's e-mail address is never put in a student's mail. */
  landlord: { id: string | null; name: string };
  /** Link back to the conversation, e.g. {publicUrl}/inquiries/{conversationId}. */
  conversationUrl: string;
  /** Used as the invitation's DTSTAMP. */
  now: Date;
  /** Organizer address of the invitation (MAIL_FROM's address). */
  fromEmail: string;
  /**
   * The settings and the one-click unsubscribe of the other viewing and deal emails (decision 041):
   * a booking confirmation itself is always sent, and its footer says so.
   */
  unsubscribe?: { settingsUrl: string; unsubscribeUrl: string; headers: Record<string, string> };
}

export const BOOKING_FOOTER_TEXT =
  "Booking confirmations are always sent. You can stop the other emails about viewings and deals.";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

interface Copy {
  subject: string;
  heading: string;
  lines: string[];
}

function copyFor(input: BookingEmailInput, when: string | null): Copy {
  const address = input.propertyAddress;
  switch (input.confirmationType) {
    case "viewing_scheduled":
      return {
        subject: `Viewing booked: ${address}${when ? ` on ${when}` : ""}`,
        heading: "Your viewing is booked",
        lines: [
          `A viewing of ${address} has been booked${when ? ` for ${when} (UK time)` : ""}.`,
          "The calendar invitation is attached. Sixty minutes after the viewing you will be asked whether it went ahead.",
        ],
      };
    case "viewing_confirmed":
      return {
        subject: `Viewing confirmed: ${address}`,
        heading: "Viewing confirmed",
        lines: [
          `Both sides confirmed that the viewing of ${address}${when ? ` on ${when} (UK time)` : ""} took place.`,
          "The group leader can now tell the landlord whether the group is interested.",
        ],
      };
    case "deal_confirmed":
      return {
        subject: `Deal confirmed: ${address}`,
        heading: "Deal confirmed",
        lines: [
          `${input.landlord.name} confirmed the application for ${address}.`,
          "Every applicant now holds the Verified Renter badge. Congratulations on your new home!",
        ],
      };
  }
}

export function renderBookingEmail(raw: BookingEmailInput): MailMessage {
  const input: BookingEmailInput = {
    ...raw,
    propertyAddress: toSingleLine(raw.propertyAddress),
    landlord: { id: raw.landlord.id, name: toSingleLine(raw.landlord.name) },
    recipient: {
      id: raw.recipient.id,
      email: toSingleLine(raw.recipient.email),
      name: raw.recipient.name === null ? null : toSingleLine(raw.recipient.name),
    },
  };
  const when = input.scheduledDateTime ? ukDateTimeWithZone(input.scheduledDateTime) : null;
  const copy = copyFor(input, when);
  const details: [string, string][] = [["Property", input.propertyAddress]];
  if (when) details.push(["Viewing time", `${when} (UK time)`]);
  details.push(["Landlord", input.landlord.name]);

  const text = [
    copy.heading,
    "",
    ...copy.lines,
    "",
    ...details.map(([label, value]) => `${label}: ${value}`),
    "",
    `Open the conversation: ${input.conversationUrl}`,
    "",
    "Roost",
    ...(input.unsubscribe
      ? [
          "--",
          BOOKING_FOOTER_TEXT,
          `Email settings: ${input.unsubscribe.settingsUrl}`,
          `Unsubscribe from viewing and deal emails: ${input.unsubscribe.unsubscribeUrl}`,
        ]
      : []),
  ].join("\n");

  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<h1 style="font-size: 20px">${escapeHtml(copy.heading)}</h1>
${copy.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<table style="border-collapse: collapse">
${details
  .map(
    ([label, value]) =>
      `<tr><th align="left" style="padding: 4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding: 4px 0">${escapeHtml(value)}</td></tr>`,
  )
  .join("\n")}
</table>
<p><a href="${escapeHtml(input.conversationUrl)}">Open the conversation</a></p>
<p style="color: #6b7280">Roost</p>
${
  input.unsubscribe
    ? `<p style="color: #6b7280; font-size: 13px">${escapeHtml(BOOKING_FOOTER_TEXT)} <a href="${escapeHtml(input.unsubscribe.settingsUrl)}" style="color: #6b7280">Email settings</a> · <a href="${escapeHtml(input.unsubscribe.unsubscribeUrl)}" style="color: #6b7280">Unsubscribe from viewing and deal emails</a></p>`
    : ""
}
</body></html>`;

  const attachments =
    input.confirmationType === "viewing_scheduled" && input.scheduledDateTime
      ? [
          {
            filename: "viewing.ics",
            contentType: "text/calendar; charset=utf-8; method=REQUEST",
            content: buildIcs({
              uid: `viewing-${input.dealId}@roost`,
              start: input.scheduledDateTime,
              end: new Date(input.scheduledDateTime.getTime() + VIEWING_DURATION_MINUTES * 60_000),
              stamp: input.now,
              summary: `Property viewing: ${input.propertyAddress}`,
              location: input.propertyAddress,
              description: `Viewing of ${input.propertyAddress} arranged on Roost. ${input.conversationUrl}`,
              organizer: { name: "Roost", email: input.fromEmail },
              attendees: [
                {
                  email: input.recipient.email,
                  ...(input.recipient.name ? { name: input.recipient.name } : {}),
                },
              ],
            }),
          },
        ]
      : [];

  return {
    to: [input.recipient.email],
    subject: copy.subject,
    text,
    html,
    attachments,
    kind: input.confirmationType,
    // The recipient and the landlord, who is named in every booking mail.
    personIds: [input.recipient.id, ...(input.landlord.id ? [input.landlord.id] : [])],
    ...(input.unsubscribe ? { headers: input.unsubscribe.headers } : {}),
  };
}
