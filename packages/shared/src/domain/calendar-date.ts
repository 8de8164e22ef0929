// Calendar dates as people in the UK read them, the same in the app and in emails.

const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2025-09-01" → "1 September 2025" (a calendar date: no time zone may move it by a day). */
export function formatDate(value: string): string | null {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}
