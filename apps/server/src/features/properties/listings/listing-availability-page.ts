import { AVAILABILITY_TEXTS } from "@roost/shared/domain/listing-availability.ts";
import { escapeHtml } from "../../../mail/booking-email.ts";
import { button, heading, htmlDocument, paragraph } from "../../../mail/email-components.ts";

// The pages a confirmation link opens. Opening the link changes nothing (mail scanners and link
// previews open links too); the page's one button confirms.

export function confirmAvailabilityPage(address: string, action: string): string {
  return htmlDocument("Is it still available?", [
    heading("Is it still available?"),
    paragraph(`Confirm that ${address} is still available to rent.`),
    {
      html: `<form method="post" action="${escapeHtml(action)}"><button type="submit" style="padding:12px 20px;border-radius:8px;border:none;background:#0f766e;color:#ffffff;font-weight:bold;font-size:16px;cursor:pointer">${AVAILABILITY_TEXTS.confirm}</button></form>`,
      text: "",
    },
    paragraph("If it has been let, set it to Let agreed or pause it in My Listings instead."),
  ]);
}

export function availabilityConfirmedPage(address: string, publicUrl: string): string {
  return htmlDocument("Confirmed", [
    heading("Thank you"),
    paragraph(`${address} is confirmed available. Tenants see it was confirmed today.`),
    button("Open My listings", `${publicUrl}/listings`),
  ]);
}

export function availabilityRefusedPage(message: string, publicUrl: string): string {
  return htmlDocument("Not confirmed", [
    heading("Nothing was confirmed"),
    paragraph(message),
    button("Open My listings", `${publicUrl}/listings`),
  ]);
}
