import { describe, expect, it } from "vitest";
import { DEAL_ERROR_CODES } from "./deal-stage.ts";
import {
  ERROR_CODES,
  ERROR_TEXTS,
  errorText,
  fillPlaceholders,
  isErrorCode,
  SUCCESS_TEXTS,
} from "./errors.ts";

describe("ERROR_TEXTS", () => {
  it("copies the §8 texts exactly", () => {
    expect(ERROR_TEXTS.already_subscribed).toEqual({
      title: "Already subscribed",
      description: "This email is already subscribed to our newsletter.",
    });
    expect(ERROR_TEXTS.subscription_failed).toEqual({
      title: "Subscription failed",
      description: "Please try again later.",
    });
    expect(ERROR_TEXTS.avatar_upload_failed.title).toBe("Failed to upload avatar. Please try again.");
    expect(ERROR_TEXTS.profile_update_failed.title).toBe("Failed to update profile. Please try again.");
    expect(ERROR_TEXTS.auth_required_favourites).toEqual({
      title: "Authentication required",
      description: "Please login to add favorites",
    });
    expect(ERROR_TEXTS.already_in_group).toEqual({
      title: "Already in a group",
      description: "You can only be in one group at a time.",
    });
    expect(ERROR_TEXTS.group_create_failed.title).toBe("Error creating group");
    expect(ERROR_TEXTS.already_member.title).toBe("You are already a member of this group");
    expect(ERROR_TEXTS.join_request_duplicate).toEqual({
      title: "Request already sent",
      description: "You have already sent a request to join this group.",
    });
    expect(ERROR_TEXTS.group_full).toEqual({
      title: "Group is full",
      description: "Cannot accept more members as the group has reached its maximum capacity.",
    });
    expect(ERROR_TEXTS.request_cancel_failed).toEqual({
      title: "Error cancelling request",
      description: "Please try again later.",
    });
    expect(ERROR_TEXTS.connect_request_duplicate).toEqual({
      title: "Request already sent",
      description: "You've already sent a connect request to this user.",
    });
    expect(ERROR_TEXTS.own_property_viewing.title).toBe("You cannot request viewing for your own property");
    expect(ERROR_TEXTS.conversation_details_failed.title).toBe("Could not load conversation details");
    expect(ERROR_TEXTS.notification_update_failed.title).toBe("Failed to update notification status");
    expect(ERROR_TEXTS.gdpr_declined.title).toBe("Profile access declined");
    expect(ERROR_TEXTS.not_leader.title).toBe("Only group leader can perform this action");
  });

  it("uses snake_case codes with a non-empty title", () => {
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(ERROR_TEXTS[code].title.trim()).not.toBe("");
    }
  });

  it("has a text for every deal-machine refusal", () => {
    for (const code of DEAL_ERROR_CODES) expect(isErrorCode(code)).toBe(true);
  });

  it("covers the generic API codes", () => {
    for (const code of [
      "not_found",
      "unauthorized",
      "forbidden",
      "validation_failed",
      "rate_limited",
      "internal_error",
    ]) {
      expect(isErrorCode(code)).toBe(true);
    }
    expect(isErrorCode("constructor")).toBe(false);
    // Only strings are codes: an object that prints as one is not.
    expect(isErrorCode({ toString: () => "forbidden" })).toBe(false);
  });
});

describe("errorText", () => {
  it("fills in who requested the viewing", () => {
    expect(errorText("viewing_already_requested", { name: "Sam Lee" })).toEqual({
      title: "Viewing already requested",
      description: "Requested by Sam Lee",
    });
  });

  it("drops a description whose placeholder is missing", () => {
    expect(errorText("viewing_already_requested")).toEqual({ title: "Viewing already requested" });
  });

  it("falls back to the generic text for unknown codes", () => {
    expect(errorText("something_new")).toEqual({
      title: "Something went wrong",
      description: "Please try again later.",
    });
  });

  it("returns title-only entries without a description key", () => {
    expect(errorText("message_send_failed")).toEqual({ title: "Failed to send message" });
  });
});

describe("fillPlaceholders", () => {
  it("replaces known keys and leaves unknown ones", () => {
    expect(fillPlaceholders("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });
});

describe("SUCCESS_TEXTS", () => {
  it("copies the §8 success texts exactly", () => {
    expect(SUCCESS_TEXTS.subscribed).toBe("Successfully subscribed!");
    expect(SUCCESS_TEXTS.group_created).toBe("Group created successfully!");
    expect(SUCCESS_TEXTS.group_joined("Fallowfield Five")).toBe(
      "Joined group successfully! Welcome to Fallowfield Five!",
    );
    expect(SUCCESS_TEXTS.join_request_sent).toBe("Join request sent!");
    expect(SUCCESS_TEXTS.group_updated).toBe("Group updated successfully!");
    expect(SUCCESS_TEXTS.invite_code_copied).toBe("Invite code copied!");
    expect(SUCCESS_TEXTS.group_chat_ready).toBe("Group chat ready!");
    expect(SUCCESS_TEXTS.chat_started).toBe("Chat started!");
    expect(SUCCESS_TEXTS.connect_request_sent).toBe("Connect request sent!");
    expect(SUCCESS_TEXTS.favourite_removed).toBe("Removed from favorites");
  });
});
