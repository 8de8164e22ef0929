// Small display rules of the property page, kept pure so they are tested without a browser.

import { formatPounds } from "@roost/shared/domain/price.ts";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2025-09-01" → "1 September 2025" (a calendar date: no time zone may move it by a day). */
export function formatDate(value: string): string | null {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

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
