import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  calendarDate,
  calendarMonth,
  isoToUkLocalInput,
  UK_TIME_ZONE,
  ukDate,
  ukDateTime,
  ukDateTimeWithZone,
  ukHour,
  ukIsoDate,
  ukLocalInputToIso,
  ukMonthYear,
  ukTime,
} from "./uk-time.ts";

// In 2026 the clocks go forward at 01:00 UTC on Sunday 29 March and back at 01:00 UTC on
// Sunday 25 October (the last Sundays of those months).
const SPRING = "2026-03-29T01:00:00.000Z";
const AUTUMN = "2026-10-25T01:00:00.000Z";
const before = (iso: string) => new Date(Date.parse(iso) - 1);

describe("the UK clock across the changes", () => {
  it("goes from 00:59 GMT straight to 02:00 BST on the last Sunday of March", () => {
    expect(ukTime(before(SPRING))).toBe("00:59");
    expect(ukTime(SPRING)).toBe("02:00");
    expect(ukDateTimeWithZone(before(SPRING))).toBe("Sunday 29 March 2026 at 00:59 GMT");
    expect(ukDateTimeWithZone(SPRING)).toBe("Sunday 29 March 2026 at 02:00 BST");
  });

  it("goes from 01:59 BST back to 01:00 GMT on the last Sunday of October", () => {
    expect(ukTime(before(AUTUMN))).toBe("01:59");
    expect(ukTime(AUTUMN)).toBe("01:00");
    expect(ukDateTimeWithZone(before(AUTUMN))).toBe("Sunday 25 October 2026 at 01:59 BST");
    expect(ukDateTimeWithZone(AUTUMN)).toBe("Sunday 25 October 2026 at 01:00 GMT");
  });

  it("reads the hour in UK time, 0–23", () => {
    expect(ukHour("2026-12-01T07:00:00Z")).toBe(7);
    expect(ukHour("2026-07-01T06:00:00Z")).toBe(7);
    expect(ukHour("2026-07-01T23:00:00Z")).toBe(0);
    expect(ukHour("2026-12-01T23:59:59Z")).toBe(23);
  });
});

describe("midnight", () => {
  it("starts the UK day an hour before UTC's in summer", () => {
    expect(ukIsoDate("2026-06-30T22:59:59.999Z")).toBe("2026-06-30");
    expect(ukIsoDate("2026-06-30T23:00:00.000Z")).toBe("2026-07-01");
    expect(ukDate("2026-06-30T23:30:00Z")).toBe("1 July 2026");
    expect(ukTime("2026-06-30T23:00:00Z")).toBe("00:00");
  });

  it("starts it with UTC's in winter, a year included", () => {
    expect(ukIsoDate("2026-12-31T23:59:59.999Z")).toBe("2026-12-31");
    expect(ukIsoDate("2027-01-01T00:00:00.000Z")).toBe("2027-01-01");
    expect(ukDateTime("2026-12-31T23:59:59Z", { seconds: true })).toBe("31 Dec 2026, 23:59:59");
    expect(ukDateTime("2027-01-01T00:00:00Z")).toBe("1 Jan 2027, 00:00");
  });

  it("moves the day on the night the clocks change", () => {
    expect(ukIsoDate("2026-03-28T23:59:59Z")).toBe("2026-03-28");
    expect(ukIsoDate("2026-03-29T00:00:00Z")).toBe("2026-03-29");
    expect(ukIsoDate("2026-10-24T22:59:59Z")).toBe("2026-10-24");
    expect(ukIsoDate("2026-10-24T23:00:00Z")).toBe("2026-10-25");
  });
});

describe("dates of instants", () => {
  const at = "2026-12-02T14:30:05Z";

  it("writes the day, the month in full and the year", () => {
    expect(ukDate(at)).toBe("2 December 2026");
  });

  it("takes a weekday, a short month or no year when asked", () => {
    expect(ukDate(at, { weekday: "long" })).toBe("Wednesday 2 December 2026");
    expect(ukDate(at, { weekday: "long", year: false })).toBe("Wednesday 2 December");
    expect(ukDate(at, { weekday: "short" })).toBe("Wed 2 December 2026");
    expect(ukDate(at, { month: "short" })).toBe("2 Dec 2026");
    expect(ukDate(at, { month: "short", year: false })).toBe("2 Dec");
  });

  it("abbreviates months as en-GB does: three letters, and Sept", () => {
    const short = Array.from({ length: 12 }, (_, i) => ukDate(Date.UTC(2026, i, 15, 12), { month: "short" }));
    expect(short).toEqual([
      "15 Jan 2026",
      "15 Feb 2026",
      "15 Mar 2026",
      "15 Apr 2026",
      "15 May 2026",
      "15 Jun 2026",
      "15 Jul 2026",
      "15 Aug 2026",
      "15 Sept 2026",
      "15 Oct 2026",
      "15 Nov 2026",
      "15 Dec 2026",
    ]);
  });

  it("names every weekday", () => {
    const days = Array.from({ length: 7 }, (_, i) =>
      ukDate(Date.UTC(2026, 10, 1 + i, 12), { weekday: "long" }),
    );
    expect(days.map((d) => d.split(" ")[0])).toEqual([
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ]);
    expect(ukDate(Date.UTC(2026, 10, 1, 12), { weekday: "short", month: "short" })).toBe("Sun 1 Nov 2026");
  });

  it("writes the month and year", () => {
    expect(ukMonthYear(at)).toBe("December 2026");
    expect(ukMonthYear("2026-10-31T23:30:00Z")).toBe("October 2026");
    expect(ukMonthYear("2026-08-31T23:30:00Z")).toBe("September 2026");
  });

  it("takes a Date, an ISO timestamp or epoch milliseconds alike", () => {
    expect(ukDate(new Date(at))).toBe("2 December 2026");
    expect(ukDate(Date.parse(at))).toBe("2 December 2026");
  });
});

describe("times and date-times of instants", () => {
  const at = "2026-06-10T13:05:09Z";

  it("writes the time on the 24-hour clock, with seconds when asked", () => {
    expect(ukTime(at)).toBe("14:05");
    expect(ukTime(at, { seconds: true })).toBe("14:05:09");
    expect(ukTime("2026-06-10T08:00:00Z")).toBe("09:00");
  });

  it("writes a date-time with the short month", () => {
    expect(ukDateTime(at)).toBe("10 Jun 2026, 14:05");
    expect(ukDateTime(at, { seconds: true })).toBe("10 Jun 2026, 14:05:09");
    expect(ukDateTime(at, { weekday: "short" })).toBe("Wed 10 Jun 2026, 14:05");
    expect(ukDateTime(at, { year: false })).toBe("10 Jun, 14:05");
    expect(ukDateTime(at, { month: "long" })).toBe("10 June 2026, 14:05");
  });

  it("writes the date-time in full with its zone", () => {
    expect(ukDateTimeWithZone("2026-07-01T16:30:00Z")).toBe("Wednesday 1 July 2026 at 17:30 BST");
    expect(ukDateTimeWithZone("2026-12-01T16:30:00Z")).toBe("Tuesday 1 December 2026 at 16:30 GMT");
  });

  it("gives an empty text, never a throw, for an instant it cannot read", () => {
    for (const bad of ["not a date", "", Number.NaN, new Date(Number.NaN)]) {
      expect(ukDate(bad)).toBe("");
      expect(ukMonthYear(bad)).toBe("");
      expect(ukTime(bad)).toBe("");
      expect(ukDateTime(bad)).toBe("");
      expect(ukDateTimeWithZone(bad)).toBe("");
      expect(ukIsoDate(bad)).toBe("");
      expect(isoToUkLocalInput(bad)).toBe("");
      expect(ukHour(bad)).toBeNaN();
    }
  });

  it("agrees with Intl's own reading of Europe/London at any instant", () => {
    const intl = new Intl.DateTimeFormat("en-GB", {
      timeZone: UK_TIME_ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    const text = (d: Date) => {
      const p = Object.fromEntries(intl.formatToParts(d).map((part) => [part.type, part.value]));
      return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
    };
    // More distinct hours than the module remembers, so its memory is emptied along the way.
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1990-01-01"), max: new Date("2060-01-01"), noInvalidDate: true }),
        (d) => {
          expect(isoToUkLocalInput(d)).toBe(text(d));
        },
      ),
      { numRuns: 3_000 },
    );
  });
});

describe("datetime-local values on the UK clock", () => {
  it("reads one as UK time, BST or GMT", () => {
    expect(ukLocalInputToIso("2026-06-10T14:30")).toBe("2026-06-10T13:30:00.000Z");
    expect(ukLocalInputToIso("2026-12-10T14:30")).toBe("2026-12-10T14:30:00.000Z");
    expect(ukLocalInputToIso(" 2026-12-10T14:30:45 ")).toBe("2026-12-10T14:30:00.000Z");
    expect(ukLocalInputToIso("2026-12-10T23:59")).toBe("2026-12-10T23:59:00.000Z");
    expect(ukLocalInputToIso("2026-12-10T00:00")).toBe("2026-12-10T00:00:00.000Z");
  });

  it("moves a time the clocks skip on by an hour, and takes the second of a repeated one", () => {
    expect(ukLocalInputToIso("2026-03-29T00:30")).toBe("2026-03-29T00:30:00.000Z");
    expect(ukLocalInputToIso("2026-03-29T01:30")).toBe("2026-03-29T01:30:00.000Z");
    expect(ukLocalInputToIso("2026-03-29T02:00")).toBe("2026-03-29T01:00:00.000Z");
    expect(ukLocalInputToIso("2026-03-29T03:00")).toBe("2026-03-29T02:00:00.000Z");
    expect(ukLocalInputToIso("2026-10-25T00:30")).toBe("2026-10-24T23:30:00.000Z");
    expect(ukLocalInputToIso("2026-10-25T01:30")).toBe("2026-10-25T01:30:00.000Z");
    expect(ukLocalInputToIso("2026-10-25T12:00")).toBe("2026-10-25T12:00:00.000Z");
  });

  it("refuses what is not a complete, real date and time", () => {
    for (const bad of [
      "",
      "2026-06-10",
      "2026-02-30T10:00",
      "2026-06-10T24:00",
      "2026-06-10T10:60",
      "2026-06-10T1:00",
      "2026-06-10 10:00",
      "2026-06-10T10:00T10:00",
      "x2026-06-10T10:00",
      "2026-00-10T10:00",
    ])
      expect(ukLocalInputToIso(bad)).toBeNull();
  });

  it("writes an instant as one, and reads it back", () => {
    expect(isoToUkLocalInput("2026-06-10T13:30:00.000Z")).toBe("2026-06-10T14:30");
    expect(isoToUkLocalInput("2026-12-10T14:30:00.000Z")).toBe("2026-12-10T14:30");
    expect(isoToUkLocalInput("2026-06-30T23:05:00.000Z")).toBe("2026-07-01T00:05");
    expect(ukLocalInputToIso(isoToUkLocalInput("2026-06-10T13:30:00.000Z"))).toBe("2026-06-10T13:30:00.000Z");
  });
});

describe("calendar days", () => {
  it("writes one as it is, never moved by a zone", () => {
    expect(calendarDate("2025-09-01")).toBe("1 September 2025");
    expect(calendarDate("2026-03-29")).toBe("29 March 2026");
    expect(calendarDate("2026-12-31")).toBe("31 December 2026");
  });

  it("takes the same styles as the dates of instants", () => {
    expect(calendarDate("2025-06-03", { month: "short", year: false })).toBe("3 Jun");
    expect(calendarDate("2025-06-03", { weekday: "short", year: false })).toBe("Tue 3 June");
    expect(calendarDate("2025-09-01", { year: false })).toBe("1 September");
  });

  it("gives an empty text for anything but a real day", () => {
    for (const bad of [
      "",
      "nonsense",
      "2025-02-29",
      "2025-04-31",
      "2025-09-00",
      "2025-13-01",
      "2025-00-10",
      "2025-9-1",
      "x2025-09-01",
      "2025-09-01T00:00:00Z",
    ])
      expect(calendarDate(bad)).toBe("");
    expect(calendarDate("2024-02-29")).toBe("29 February 2024");
  });

  it("names a month of a year", () => {
    expect(calendarMonth(2027, 9)).toBe("September 2027");
    expect(calendarMonth(2028, 1)).toBe("January 2028");
  });
});
