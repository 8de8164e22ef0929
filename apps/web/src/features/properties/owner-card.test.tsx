import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { OwnerCard } from "./property-contact.tsx";

const owner: PropertyDetail["owner"] = {
  user_id: "u1",
  display_name: "James",
  avatar_url: null,
  member_since: "Member since November 2026",
  trust: { verified: false, response_time: null },
};
const zoneBefore = process.env.TZ;

afterEach(() => {
  process.env.TZ = zoneBefore;
});

const card = (o: Partial<PropertyDetail["owner"]> = {}) =>
  renderToString(<OwnerCard owner={{ ...owner, ...o }} isOwner={false} />);

describe("OwnerCard", () => {
  // The server writes "Member since …" in UK time; a browser east of London once read that
  // sentence back as a date, at its own midnight on the 1st, and showed the month before.
  it("shows the owner's member-since sentence as the server wrote it, in any time zone", () => {
    process.env.TZ = "Europe/Berlin";
    expect(card()).toContain("Member since November 2026");
  });

  it("shows Trusted Landlord and the response time only when they are true", () => {
    expect(card()).not.toContain("Trusted Landlord");
    expect(card()).not.toContain("responds");
    const verified = card({ trust: { verified: true, response_time: "within_2_hours" } });
    expect(verified).toContain("Trusted Landlord");
    expect(verified).toContain("usually responds within 2 hours");
    expect(card({ trust: { verified: false, response_time: "within_a_day" } })).toContain(
      "usually responds within a day",
    );
    expect(card({ trust: { verified: false, response_time: "new" } })).toContain("New to Roost");
  });
});
