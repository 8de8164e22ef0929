import { describe, expect, it } from "vitest";
import {
  ACCOUNT_DELETE_CONFIRMATION,
  DELETED_USER_NAME,
  dataExportFileName,
  REDACTED_TEXT,
} from "./account.ts";

describe("dataExportFileName", () => {
  it("dates the file in UK time", () => {
    expect(dataExportFileName(new Date("2026-11-24T12:00:00Z"))).toBe("roost-data-2026-11-24.json");
    // 23:30 UTC in summer is already the next day in London (BST).
    expect(dataExportFileName(new Date("2026-06-30T23:30:00Z"))).toBe("roost-data-2026-07-01.json");
  });
});

describe("account deletion words (decision 013)", () => {
  it("asks the user to type DELETE, and shows 'Deleted user' and '[removed]' where they were", () => {
    expect(ACCOUNT_DELETE_CONFIRMATION).toBe("DELETE");
    expect(DELETED_USER_NAME).toBe("Deleted user");
    expect(REDACTED_TEXT).toBe("[removed]");
  });
});
