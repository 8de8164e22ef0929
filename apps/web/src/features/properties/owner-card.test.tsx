import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { OwnerCard } from "./property-contact.tsx";

const owner = { user_id: "u1", display_name: "James", avatar_url: null };
const zoneBefore = process.env.TZ;

afterEach(() => {
  process.env.TZ = zoneBefore;
});

describe("OwnerCard", () => {
  // The server writes "Member since …" in UK time; a browser east of London once read that
  // sentence back as a date, at its own midnight on the 1st, and showed the month before.
  it("shows the owner's member-since sentence as the server wrote it, in any time zone", () => {
    process.env.TZ = "Europe/Berlin";
    const html = renderToString(
      <OwnerCard owner={{ ...owner, member_since: "Member since November 2026" }} isOwner={false} />,
    );
    expect(html).toContain("Member since November 2026");
  });
});
