// @vitest-environment happy-dom
// A landlord's listings on /listings: a draft is deleted only after "Are you sure?", which Cancel
// leaves untouched; a live listing's status changes at once and goes back, with the reason, when
// the server refuses.
import type { MyListing } from "@roost/shared/contracts/my-listings.ts";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { describe, expect, it } from "vitest";
import {
  errorReply,
  heldReply,
  json,
  recordToastsPerTest,
  renderInApp,
  stubNetworkPerTest,
} from "../../../test/app-context.tsx";
import {
  button,
  choose,
  click,
  eventually,
  field,
  mountRootPerTest,
  queryButton,
  roleText,
} from "../../../test/mounted-root.ts";
import { testProperty } from "../../../test/test-property.ts";
import { MyListingsPage } from "./my-listings-page.tsx";

const mounted = mountRootPerTest();
const network = stubNetworkPerTest();
const toasts = recordToastsPerTest();

const listing = (over: Partial<MyListing>): MyListing => ({
  ...testProperty(),
  created_at: "2026-11-01T10:00:00Z",
  expires_at: null,
  views: 12,
  favourites: 3,
  inquiries: 1,
  facts_missing: false,
  facts_pause_on: null,
  availability_pause_on: null,
  paused_reason: null,
  ...over,
});

const draft = listing({ id: "p-draft", address_line_1: "5 Ladybarn Lane" });
const live = listing({
  id: "p-live",
  address_line_1: "12 Wilmslow Road",
  status: "published",
  monthly_rent: 1500,
});

async function openListings() {
  network.on("GET /api/me/properties", () => json([draft, live]));
  renderInApp(mounted.root, <MyListingsPage />, { path: "/listings" });
  await eventually(() => expect(queryButton("Delete 5 Ladybarn Lane")).not.toBeNull());
}

const dialog = () => document.querySelector('[role="alertdialog"]');

describe("ListingRow's delete (ConfirmDialog)", () => {
  it("asks before deleting a draft, and Cancel keeps it", async () => {
    await openListings();
    click(button("Delete 5 Ladybarn Lane"));
    expect(dialog()?.textContent).toContain("“5 Ladybarn Lane” and its photos will be deleted for good.");
    click(button("Cancel"));
    expect(dialog()).toBeNull();
    expect(network.sent("DELETE /api/properties/p-draft")).toEqual([]);
  });

  it("deletes the draft once confirmed and takes it off the list", async () => {
    await openListings();
    click(button("Delete 5 Ladybarn Lane"));
    network.on("DELETE /api/properties/p-draft", () => new Response(null, { status: 204 }));
    network.on("GET /api/me/properties", () => json([live]));
    click(button("Delete draft"));
    await eventually(() => expect(dialog()).toBeNull());
    expect(toasts).toEqual(["success: Draft deleted"]);
    expect(queryButton("Delete 5 Ladybarn Lane")).toBeNull();
  });
});

describe("ListingStatusControl", () => {
  it("shows a new status at once, and puts the old one back with the reason when refused", async () => {
    await openListings();
    const refusal = heldReply();
    network.on("PATCH /api/properties/p-live/status", refusal.reply);
    choose(field<HTMLSelectElement>("Status"), "let_agreed");
    await eventually(() => expect(field<HTMLSelectElement>("Status").value).toBe("let_agreed"));
    expect(roleText("status")).toBe("Updating status...");

    refusal.release(errorReply(409, "listing_incomplete", "Add a monthly rent before you set it live."));

    await eventually(() => expect(toasts).toEqual([`error: ${ERROR_TEXTS.property_status_failed.title}`]));
    await eventually(() => expect(field<HTMLSelectElement>("Status").value).toBe("published"));
    expect(network.bodies("PATCH /api/properties/p-live/status")).toEqual([{ status: "let_agreed" }]);
  });
});
