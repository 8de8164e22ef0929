// A minimal iCalendar (RFC 5545) writer for one event invitation, so a booked viewing lands in the
// recipients' calendars. Hand-written on purpose (no package): CRLF line endings, content lines
// folded at 75 octets, TEXT values escaped, times in UTC ("Z" form) so no VTIMEZONE is needed.
// Every value is kept on its own content line whatever it holds: user-typed names and addresses
// must not be able to add an ATTENDEE or ORGANIZER line (iCalendar injection).

import { toSingleLine, withoutControlCharacters } from "@roost/shared/domain/text-safety.ts";

export interface IcsEvent {
  /** Globally unique and stable for the event, e.g. 'viewing-{dealId}@roost'. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  /** DTSTAMP: when the invitation was created. */
  stamp: Date;
  organizer?: { name: string; email: string };
  attendees?: readonly { name?: string; email: string }[];
  /** Defaults to REQUEST (an invitation). */
  method?: "REQUEST" | "PUBLISH" | "CANCEL";
  /** Bumped when the same UID is re-sent with changes. */
  sequence?: number;
}

const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** 20260901T173000Z */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma get a backslash, a line
 * break becomes the two characters "\n", and any other control character is dropped (TEXT may not
 * hold them), so a value can never end its content line early.
 */
export function escapeIcsText(value: string): string {
  return withoutControlCharacters(
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n"),
  );
}

/**
 * A parameter value (RFC 5545 §3.2): on one line, with ':', ';' or ',' quoted; a quoted value
 * cannot hold DQUOTE, so quotes become apostrophes.
 */
function paramValue(value: string): string {
  const clean = toSingleLine(value).replace(/"/g, "'");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** A mailto: CAL-ADDRESS; addresses are validated at sign-up, this only keeps them on one line. */
function calAddress(email: string): string {
  return `mailto:${toSingleLine(email).replace(/\s/g, "")}`;
}

/**
 * Folds one content line into chunks of at most 75 octets (UTF-8), continuation lines starting
 * with a single space, never splitting a multi-byte character.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let currentOctets = 0;
  for (const char of line) {
    const octets = Buffer.byteLength(char, "utf8");
    // The first line may hold 75 octets; continuation lines 74 plus the leading space.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = "";
      currentOctets = 0;
    }
    current += char;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export function buildIcs(event: IcsEvent): string {
  const method = event.method ?? "REQUEST";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Roost//Viewings//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.organizer) {
    lines.push(`ORGANIZER;CN=${paramValue(event.organizer.name)}:${calAddress(event.organizer.email)}`);
  }
  for (const attendee of event.attendees ?? []) {
    const cn = attendee.name ? `;CN=${paramValue(attendee.name)}` : "";
    lines.push(`ATTENDEE${cn};ROLE=REQ-PARTICIPANT;RSVP=FALSE:${calAddress(attendee.email)}`);
  }
  lines.push("STATUS:CONFIRMED", "TRANSP:OPAQUE", "END:VEVENT", "END:VCALENDAR");
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
