import { describe, expect, it } from "vitest";
import { dataExportFileName } from "./account.ts";

describe("dataExportFileName", () => {
  it("dates the file in UK time", () => {
    expect(dataExportFileName(new Date("2026-11-24T12:00:00Z"))).toBe("roost-data-2026-11-24.json");
    // 23:30 UTC in summer is already the next day in London (BST).
    expect(dataExportFileName(new Date("2026-06-30T23:30:00Z"))).toBe("roost-data-2026-07-01.json");
  });
});
