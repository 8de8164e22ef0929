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
    expect(icsDateTime(new Date("2026-01-02T03:04:05.678Z"))).toBe("20260102T030405Z");
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
