// Small display rules of the property page, kept pure so they are tested without a browser.

import { formatPounds } from "@roost/shared/domain/price.ts";
import { calendarDate, ukIsoDate } from "@roost/shared/domain/uk-time.ts";

/** Available from: 'Now' when unset or already past (in the UK), otherwise the en-GB date. */
export function availableFromText(value: string | null | undefined, today: Date = new Date()): string {
  if (!value) return "Now";
  const formatted = calendarDate(value);
  return !formatted || value <= ukIsoDate(today) ? "Now" : formatted;
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
