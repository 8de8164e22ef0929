import { describe, expect, it } from "vitest";
import {
  DEFAULT_EMAIL_FREQUENCIES,
  EMAIL_CATEGORIES,
  EMAIL_CATEGORY_LABELS,
  EMAIL_FREQUENCIES,
  EMAIL_FREQUENCY_LABELS,
  UNSUBSCRIBE_API_PATH,
  UNSUBSCRIBE_TARGETS,
} from "./notification-settings.ts";
import { NOTIFICATION_SETTINGS_PATH } from "./notification-settings-path.ts";
import { USER_TYPES } from "./user-types.ts";

describe("email settings", () => {
  it("offers the four categories of decision 032, in the settings page's order", () => {
    expect(EMAIL_CATEGORIES.map((category) => EMAIL_CATEGORY_LABELS[category])).toEqual([
      "Messages and enquiries",
      "Viewings and deals",
      "Groups and roommates",
      "Saved-search alerts",
    ]);
  });

  it("live on their own page, which the profile and every notification email link to", () => {
    expect(NOTIFICATION_SETTINGS_PATH).toBe("/notification-settings");
  });

  it("offers instantly, a daily digest or off, in that order", () => {
    expect(EMAIL_FREQUENCIES.map((frequency) => EMAIL_FREQUENCY_LABELS[frequency])).toEqual([
      "Instantly",
      "Daily digest",
      "Off",
    ]);
  });
});

describe("DEFAULT_EMAIL_FREQUENCIES", () => {
  it("has a choice for every category for every user type", () => {
    for (const type of USER_TYPES) {
      expect(Object.keys(DEFAULT_EMAIL_FREQUENCIES[type]).sort()).toEqual([...EMAIL_CATEGORIES].sort());
    }
  });

  it("tells everyone about messages, enquiries, viewings and deals at once", () => {
    for (const type of USER_TYPES) {
      expect(DEFAULT_EMAIL_FREQUENCIES[type]).toMatchObject({
        messages_enquiries: "instant",
        viewings_deals: "instant",
      });
    }
  });

  it("tells students about groups and roommates at once, everyone else in the digest", () => {
    const groupsDefaults = USER_TYPES.map((type) => [type, DEFAULT_EMAIL_FREQUENCIES[type].groups_roommates]);
    expect(Object.fromEntries(groupsDefaults)).toEqual({
      student: "instant",
      landlord: "daily",
      property_finder: "daily",
      professional: "daily",
      general: "daily",
    });
  });

  it("sends saved-search alerts daily to those who search for homes, none to landlords", () => {
    const alertDefaults = USER_TYPES.map((type) => [
      type,
      DEFAULT_EMAIL_FREQUENCIES[type].saved_search_alerts,
    ]);
    expect(Object.fromEntries(alertDefaults)).toEqual({
      student: "daily",
      landlord: "off",
      property_finder: "daily",
      professional: "daily",
      general: "daily",
    });
  });
});

describe("unsubscribe links", () => {
  it("switch off one category, the newsletter or the whole daily digest", () => {
    expect(UNSUBSCRIBE_TARGETS).toEqual([
      "messages_enquiries",
      "viewings_deals",
      "groups_roommates",
      "saved_search_alerts",
      "newsletter",
      "daily_digest",
    ]);
  });

  it("point List-Unsubscribe at the one-click endpoint of the API", () => {
    expect(UNSUBSCRIBE_API_PATH).toBe("/api/email/unsubscribe");
  });
});
