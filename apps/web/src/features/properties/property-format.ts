// Small display rules of the property page, kept pure so they are tested without a browser.

import { formatDate } from "@roost/shared/domain/calendar-date.ts";
import { formatPounds } from "@roost/shared/domain/price.ts";

export { formatDate };

/** Available from: 'Now' when unset or already past, otherwise the en-GB date. */
export function availableFromText(value: string | null | undefined, today: Date = new Date()): string {
  if (!value) return "Now";
  const formatted = formatDate(value);
  if (!formatted) return "Now";
  const day = value.slice(0, 10);
  const todayIso = new Date(today.getTime() - today.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  return day <= todayIso ? "Now" : formatted;
}

export const ASK_THE_LANDLORD = "Ask the landlord";

export function depositText(deposit: number | null | undefined): string {
  return deposit === null || deposit === undefined ? ASK_THE_LANDLORD : formatPounds(deposit);
}

/** The landlord's text as paragraphs: blank lines split them; single line breaks stay inside. */
export function descriptionParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
