import { describe, expect, it } from "vitest";
import {
  averageRating,
  FORMER_TENANT,
  isReviewPolicyRule,
  REVIEW_POLICY_RULES,
  REVIEW_TEXTS,
  reviewOpensAt,
} from "./reviews.ts";

describe("reviewOpensAt", () => {
  it("opens a review 30 days after the landlord confirmed the tenancy", () => {
    expect(reviewOpensAt(new Date("2027-08-01T09:30:00Z"))).toEqual(new Date("2027-08-31T09:30:00Z"));
  });
});

describe("averageRating", () => {
  it("averages the ratings to one decimal place", () => {
    expect(averageRating([5, 4])).toBe(4.5);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([5, 5, 4])).toBe(4.7);
  });

  it("has no average without a rating", () => {
    expect(averageRating([])).toBeNull();
  });
});

describe("the review policy", () => {
  it("hides a review only for one of its published rules, never for being negative", () => {
    expect(Object.keys(REVIEW_POLICY_RULES)).toEqual([
      "personal_data",
      "abusive",
      "not_genuine",
      "off_topic",
      "unlawful",
    ]);
    expect(isReviewPolicyRule("abusive")).toBe(true);
    expect(isReviewPolicyRule("negative")).toBe(false);
    expect(isReviewPolicyRule("toString")).toBe(false);
  });

  it("states each rule as the terms publish it", () => {
    expect(REVIEW_POLICY_RULES).toEqual({
      personal_data: "It shares someone's personal details (a phone number, an email, a private address).",
      abusive: "It is abusive, threatening, hateful or discriminatory.",
      not_genuine:
        "It is not based on the writer's own tenancy (written for or against someone, or paid for).",
      off_topic: "It is not about the home or the landlord (an advert, spam).",
      unlawful: "It breaks the law, or a court or an authority has asked us to remove it.",
    });
  });
});

describe("review texts", () => {
  it("marks a review as from a verified tenancy and thanks its writer and reporters", () => {
    expect(REVIEW_TEXTS).toEqual({
      verified: "Verified tenancy",
      thanks: "Thanks for your review. It is now on the property's page.",
      reported: "Thanks. We'll check this review against our review policy.",
      alreadyReported: "You have already reported this review",
    });
  });

  it("names the writer of a review whose account was deleted as a former tenant", () => {
    expect(FORMER_TENANT).toBe("Former tenant");
  });
});
