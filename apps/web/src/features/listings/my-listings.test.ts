import { SELECTABLE_STATUSES } from "@roost/shared/domain/property.ts";
import { describe, expect, it } from "vitest";
import {
  countText,
  expiryText,
  listingActions,
  listingLocation,
  listingTitle,
  STATUS_OPTIONS,
  withoutListing,
  withStatus,
} from "./my-listings.ts";

describe("listing actions by status", () => {
  it("offers exactly the four selectable statuses", () => {
    expect(STATUS_OPTIONS).toEqual([
      { value: "published", label: "Published" },
      { value: "available", label: "Available" },
      { value: "let_agreed", label: "Let agreed" },
      { value: "pause", label: "Paused" },
    ]);
    expect(STATUS_OPTIONS.map((o) => o.value)).toEqual([...SELECTABLE_STATUSES]);
  });

  it("lets drafts be continued and deleted but not given a status", () => {
    expect(listingActions("draft")).toEqual({
      selectable: false,
      deletable: true,
      primary: { kind: "continue", label: "Continue editing" },
      viewable: false,
      changeable: true,
    });
  });

  it("offers relisting for expired listings", () => {
    const a = listingActions("expired");
    expect(a.selectable).toBe(false);
    expect(a.deletable).toBe(false);
    expect(a.primary).toEqual({ kind: "relist", label: "Relist" });
  });

  it("offers nothing on a listing Roost withdrew: its owner can no longer change it", () => {
    expect(listingActions("withdrawn")).toEqual({
      selectable: false,
      deletable: false,
      primary: null,
      viewable: false,
      changeable: false,
    });
    expect(listingActions("pause").changeable).toBe(true);
  });

  it("gives live and paused listings the selector and no delete", () => {
    for (const s of SELECTABLE_STATUSES) {
      expect(listingActions(s)).toMatchObject({
        selectable: true,
        deletable: false,
        primary: null,
        viewable: true,
      });
    }
  });
});

describe("texts", () => {
  it("titles drafts without an address", () => {
    expect(listingTitle({ address_line_1: "12 Wilmslow Road", bedrooms: 3, property_type: "flat" })).toBe(
      "12 Wilmslow Road",
    );
    expect(listingTitle({ address_line_1: " ", bedrooms: 3, property_type: "terraced-house" })).toBe(
      "Untitled draft: 3 bed terraced house",
    );
    expect(listingTitle({ address_line_1: "", bedrooms: null, property_type: null })).toBe("Untitled draft");
  });

  it("joins town and postcode, skipping blanks", () => {
    expect(listingLocation({ town: "Manchester", postcode: "M14 6HR" })).toBe("Manchester, M14 6HR");
    expect(listingLocation({ town: "Manchester", postcode: "" })).toBe("Manchester");
    expect(listingLocation({ town: "", postcode: "" })).toBe("");
  });

  it("counts in words", () => {
    expect(countText(1, "view")).toBe("1 view");
    expect(countText(1200, "view")).toBe("1,200 views");
    expect(countText(0, "inquiry", "inquiries")).toBe("0 inquiries");
  });

  it("shows expiry only for listings that expire", () => {
    const now = new Date("2025-06-01T00:00:00Z");
    expect(expiryText("2025-07-03T10:00:00Z", "published", now)).toBe("Expires 3 Jul 2025");
    expect(expiryText("2025-05-03T10:00:00Z", "available", now)).toBe("Expired 3 May 2025");
    expect(expiryText("2025-07-03T10:00:00Z", "pause", now)).toBeNull();
    expect(expiryText(null, "published", now)).toBeNull();
  });
});

describe("optimistic list updates", () => {
  const list = [
    { id: "a", status: "published" as const },
    { id: "b", status: "draft" as const },
  ];
  it("replaces one status and removes one listing", () => {
    expect(withStatus(list, "a", "pause")).toEqual([
      { id: "a", status: "pause" },
      { id: "b", status: "draft" },
    ]);
    expect(withStatus(undefined, "a", "pause")).toBeUndefined();
    expect(withoutListing(list, "b")).toEqual([{ id: "a", status: "published" }]);
  });
});
