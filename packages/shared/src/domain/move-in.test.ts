import { describe, expect, it } from "vitest";
import {
  availabilityText,
  earliestMoveIn,
  formatMoveIn,
  moveInBy,
  moveInOptions,
  moveInText,
  parseMoveIn,
} from "./move-in.ts";

describe("the move-in filter's value", () => {
  it("reads a month or an academic year, and writes it back the same", () => {
    for (const raw of ["2027-09", "2028-01", "2027/28", "2099/00"]) {
      const moveIn = parseMoveIn(raw);
      expect(moveIn).not.toBeNull();
      if (moveIn) expect(formatMoveIn(moveIn)).toBe(raw);
    }
  });

  it("refuses what is neither, and a year whose two halves do not follow on", () => {
    for (const raw of ["2027-13", "2027-00", "2027-9", "2027/29", "2027/2028", "27/28", "September", ""]) {
      expect(parseMoveIn(raw)).toBeNull();
    }
  });

  it("ends a month on its last day, leap years included, and a year on 30 June", () => {
    const by = (raw: string) => moveInBy(parseMoveIn(raw) as NonNullable<ReturnType<typeof parseMoveIn>>);
    expect(by("2027-09")).toBe("2027-09-30");
    expect(by("2028-02")).toBe("2028-02-29");
    expect(by("2027-02")).toBe("2027-02-28");
    expect(by("2027-12")).toBe("2027-12-31");
    expect(by("2027/28")).toBe("2028-06-30");
  });

  it("names months and years for people", () => {
    expect(moveInText({ kind: "month", year: 2027, month: 9 })).toBe("September 2027");
    expect(moveInText({ kind: "year", startYear: 2027 })).toBe("2027/28 academic year");
  });

  it("offers this and the next two academic years, then the coming months", () => {
    const options = moveInOptions("2026-11-28");
    expect(options.slice(0, 4).map((o) => o.value)).toEqual(["2026/27", "2027/28", "2028/29", "2026-11"]);
    expect(options.at(-1)).toEqual({ value: "2028-04", label: "April 2028", kind: "month" });
    // Before July, the academic year under way began the year before.
    expect(moveInOptions("2027-06-30")[0]?.value).toBe("2026/27");
    expect(moveInOptions("2027-07-01")[0]?.value).toBe("2027/28");
  });
});

describe("when a home can be moved into", () => {
  it("is the advert's date for a whole home; none given means now", () => {
    expect(earliestMoveIn({ advertType: "whole_property", availableFrom: "2027-09-01" })).toBe("2027-09-01");
    expect(earliestMoveIn({ advertType: "whole_property", availableFrom: null })).toBeNull();
  });

  it("is the first room's for a rooms advert, a room without a date taking the advert's", () => {
    const rooms = [{ availableFrom: "2027-09-01" }, { availableFrom: "2027-07-15" }, { availableFrom: null }];
    expect(earliestMoveIn({ advertType: "individual_rooms", availableFrom: "2027-10-01", rooms })).toBe(
      "2027-07-15",
    );
    // A room without a date in an advert without one is available now.
    expect(earliestMoveIn({ advertType: "individual_rooms", availableFrom: null, rooms })).toBeNull();
    // A rooms advert without rooms falls back on its own date.
    expect(earliestMoveIn({ advertType: "individual_rooms", availableFrom: "2027-09-01", rooms: [] })).toBe(
      "2027-09-01",
    );
  });

  it("reads as 'Available now' from that day on, and by month before", () => {
    expect(availabilityText(null, "2026-11-28")).toBe("Available now");
    expect(availabilityText("2026-11-28", "2026-11-28")).toBe("Available now");
    expect(availabilityText("2026-11-29", "2026-11-28")).toBe("Available from November 2026");
    expect(availabilityText("2027-09-01", "2026-11-28")).toBe("Available from September 2027");
  });
});
