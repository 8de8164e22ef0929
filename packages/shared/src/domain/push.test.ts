import { describe, expect, it } from "vitest";
import { messagePushTitle } from "./push.ts";

describe("messagePushTitle", () => {
  const base = { count: 1, senders: ["Sam"], address: null, groupName: null };

  it("says who and where, in the singular or with the count", () => {
    expect(messagePushTitle({ ...base, address: "12 Wilmslow Road" })).toBe(
      "New message from Sam about 12 Wilmslow Road",
    );
    expect(messagePushTitle({ ...base, count: 3, address: "12 Wilmslow Road" })).toBe(
      "3 new messages from Sam about 12 Wilmslow Road",
    );
    expect(messagePushTitle({ ...base, groupName: "Fallowfield Five" })).toBe(
      "New message from Sam in Fallowfield Five",
    );
    expect(messagePushTitle(base)).toBe("New message from Sam");
  });

  it("names two senders, and counts the rest beyond the first", () => {
    expect(messagePushTitle({ ...base, count: 2, senders: ["Sam", "Alex"], groupName: "Five" })).toBe(
      "2 new messages from Sam and Alex in Five",
    );
    expect(messagePushTitle({ ...base, count: 4, senders: ["Sam", "Alex", "Jo"], groupName: "Five" })).toBe(
      "4 new messages from Sam and 2 others in Five",
    );
  });
});
