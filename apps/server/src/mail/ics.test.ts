import { describe, expect, it } from "vitest";
import { buildIcs, escapeIcsText, foldIcsLine, icsDateTime } from "./ics.ts";

describe("ics", () => {
  const event = {
    uid: "viewing-123@roost",
    start: new Date("2026-09-01T17:30:00.000Z"),
    end: new Date("2026-09-01T18:00:00.000Z"),
    stamp: new Date("2026-08-20T09:15:07.123Z"),
    summary: "Property viewing: 7 Platt Lane, Manchester; ground floor",
    location: "7 Platt Lane, Manchester, M14 6AB",
    organizer: { name: "Roost", email: "no-reply@roost.local" },
    attendees: [{ name: "Leo, Leader", email: "leo@example.com" }],
  };

  it("writes an invitation with CRLF lines and UTC times", () => {
    const ics = buildIcs(event);
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/); // no bare LF or CR
    // Compare unfolded content lines (long ones are folded onto continuation lines).
    const lines = ics.replace(/\r\n /g, "").split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain("BEGIN:VEVENT");
    expect(lines).toContain("UID:viewing-123@roost");
    expect(lines).toContain("DTSTART:20260901T173000Z");
    expect(lines).toContain("DTEND:20260901T180000Z");
    expect(lines).toContain("DTSTAMP:20260820T091507Z");
    expect(lines).toContain("LOCATION:7 Platt Lane\\, Manchester\\, M14 6AB");
    expect(lines).toContain(
      'ATTENDEE;CN="Leo, Leader";ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:leo@example.com',
    );
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("escapes text values", () => {
    expect(escapeIcsText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
    expect(escapeIcsText("bell\u0007nul\u0000esc\u001b c1\u0085end")).toBe("bellnulesc c1end");
    expect(icsDateTime(new Date("2026-01-02T03:04:05.678Z"))).toBe("20260102T030405Z");
  });

  it("a name or text with CR/LF never starts a new content line", () => {
    const ics = buildIcs({
      ...event,
      summary: "Viewing\r\nATTENDEE:mailto:s@evil",
      location: "7 Platt Lane\nORGANIZER:mailto:l@evil",
      organizer: { name: "Roost\r\nATTENDEE:mailto:o@evil", email: "no-reply@roost.local" },
      attendees: [{ name: "Eve\r\nATTENDEE:mailto:x@evil", email: "eve@example.com" }],
    });
    const lines = ics.replace(/\r\n /g, "").split("\r\n");
    expect(lines.filter((l) => l.startsWith("ATTENDEE"))).toEqual([
      'ATTENDEE;CN="Eve ATTENDEE:mailto:x@evil";ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:eve@example.com',
    ]);
    expect(lines.filter((l) => l.startsWith("ORGANIZER"))).toEqual([
      'ORGANIZER;CN="Roost ATTENDEE:mailto:o@evil":mailto:no-reply@roost.local',
    ]);
    // TEXT values keep a line break as the escaped "\n" of RFC 5545 §3.3.11, inside the one line.
    expect(lines).toContain("SUMMARY:Viewing\\nATTENDEE:mailto:s@evil");
    expect(lines).toContain("LOCATION:7 Platt Lane\\nORGANIZER:mailto:l@evil");
    // No bare CR or LF anywhere, and no control characters inside a line.
    for (const line of lines) expect(line).not.toMatch(/[\r\n]/);
  });

  it("quotes parameter values and drops what a quoted parameter cannot hold", () => {
    const lines = buildIcs({
      ...event,
      attendees: [
        { name: 'Zoë "Z" O\'Brien', email: "zoe@example.com" },
        { name: "Plain Name", email: "plain@example.com" },
        { name: "Semi;colon", email: "semi@example.com" },
      ],
    })
      .replace(/\r\n /g, "")
      .split("\r\n")
      .filter((l) => l.startsWith("ATTENDEE"));
    expect(lines).toEqual([
      "ATTENDEE;CN=Zoë 'Z' O'Brien;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:zoe@example.com",
      "ATTENDEE;CN=Plain Name;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:plain@example.com",
      'ATTENDEE;CN="Semi;colon";ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:semi@example.com',
    ]);
  });

  it("folds long lines at 75 octets without splitting characters", () => {
    const long = `DESCRIPTION:${"£".repeat(100)}`;
    const folded = foldIcsLine(long);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(" ")).toBe(true);
    }
    // Unfolding gives the original line back.
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    expect(foldIcsLine("SHORT:line")).toBe("SHORT:line");

    const ics = buildIcs({ ...event, description: "x".repeat(300) });
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  });
});
