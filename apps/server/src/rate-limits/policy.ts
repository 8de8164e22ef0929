import type { RateLimitCategory } from "@roost/shared/domain/rate-limits.ts";

// The one rate-limit policy table: which category (and so which figures, packages/shared
// rate-limits.ts) counts each API call that writes or notifies. The first matching rule wins; any
// other write under /api falls into other_writes, so a route added without a rule is still
// limited. Reads are not limited here. Sign-in (/api/auth/*) is answered before this middleware
// runs and keeps better-auth's own per-address limit (auth/auth.ts).

type Method = "POST" | "PUT" | "PATCH" | "DELETE";

export interface RateLimitRule {
  method: Method;
  /** An OpenAPI-style path: {name} stands for one path segment. */
  path: string;
  category: RateLimitCategory;
}

export const RATE_LIMIT_POLICY: readonly RateLimitRule[] = [
  // Chat
  { method: "POST", path: "/api/conversations/{id}/messages", category: "messages" },
  { method: "POST", path: "/api/conversations/direct", category: "chat_starts" },
  { method: "POST", path: "/api/conversations/group", category: "chat_starts" },
  { method: "POST", path: "/api/roommates/{userId}/message", category: "chat_starts" },
  { method: "POST", path: "/api/properties/{id}/inquiry", category: "chat_starts" },
  { method: "POST", path: "/api/conversations/{id}/read", category: "read_marks" },

  // Viewing and deal flow
  { method: "POST", path: "/api/conversations/{id}/deal/{step}", category: "deal_actions" },
  { method: "DELETE", path: "/api/conversations/{id}/deal/slots/{slotId}", category: "deal_actions" },
  { method: "POST", path: "/api/conversations/{id}/tenancy", category: "deal_actions" },
  { method: "PUT", path: "/api/tenancies/{id}/terms", category: "deal_actions" },
  { method: "PUT", path: "/api/tenancies/{id}/agreements", category: "uploads" },
  { method: "PUT", path: "/api/tenancies/{id}/right-to-rent", category: "deal_actions" },
  { method: "POST", path: "/api/tenancies/{id}/payments", category: "deal_actions" },
  { method: "PUT", path: "/api/tenancies/{id}/payments/{paymentId}/{step}", category: "deal_actions" },
  { method: "DELETE", path: "/api/tenancies/{id}/payments/{paymentId}", category: "deal_actions" },
  { method: "PUT", path: "/api/tenancies/{id}/right-to-rent-exemption", category: "deal_actions" },
  { method: "POST", path: "/api/tenancies/{id}/{step}", category: "deal_actions" },
  { method: "PUT", path: "/api/tenancies/{id}/guarantor", category: "guarantor_invites" },
  { method: "DELETE", path: "/api/tenancies/{id}/guarantor", category: "deal_actions" },
  { method: "POST", path: "/api/guarantees/{tenancyId}/{token}/sign", category: "deal_actions" },

  // Groups
  { method: "POST", path: "/api/groups", category: "group_creates" },
  { method: "POST", path: "/api/groups/join", category: "invite_codes" },
  { method: "POST", path: "/api/groups/{id}/join-requests", category: "join_requests" },
  { method: "POST", path: "/api/groups/join-requests/{id}/{action}", category: "group_actions" },
  { method: "DELETE", path: "/api/groups/join-requests/{id}", category: "group_actions" },
  { method: "PATCH", path: "/api/groups/{id}", category: "group_actions" },
  { method: "DELETE", path: "/api/groups/{id}/members/{userId}", category: "group_actions" },
  { method: "POST", path: "/api/groups/{id}/leave", category: "group_actions" },
  { method: "POST", path: "/api/groups/{id}/shortlist", category: "shortlist" },
  { method: "DELETE", path: "/api/groups/{id}/shortlist/{propertyId}", category: "shortlist" },
  { method: "PUT", path: "/api/groups/{id}/shortlist/{propertyId}/vote", category: "shortlist" },
  { method: "POST", path: "/api/groups/{id}/shortlist/{propertyId}/comments", category: "shortlist" },
  { method: "PUT", path: "/api/groups/{id}/shortlist/{propertyId}/premiums", category: "shortlist" },
  { method: "PUT", path: "/api/groups/{id}/shortlist/{propertyId}/room", category: "shortlist" },
  { method: "PUT", path: "/api/groups/{id}/bills-estimate", category: "shortlist" },
  {
    method: "POST",
    path: "/api/groups/{id}/shortlist/{propertyId}/request-viewing",
    category: "deal_actions",
  },
  { method: "POST", path: "/api/groups/{id}/invite-code", category: "group_actions" },
  { method: "POST", path: "/api/groups/{id}/invites/{userId}", category: "group_actions" },

  // Roommates
  { method: "POST", path: "/api/roommates/requests", category: "connect_requests" },
  { method: "POST", path: "/api/roommates/requests/{id}/{action}", category: "group_actions" },

  // Listings
  { method: "POST", path: "/api/properties", category: "listing_drafts" },
  { method: "POST", path: "/api/properties/{id}/photos", category: "uploads" },
  { method: "PUT", path: "/api/properties/{id}/floorplan", category: "uploads" },
  { method: "POST", path: "/api/properties/{id}/views", category: "property_views" },
  { method: "PATCH", path: "/api/properties/{id}", category: "listing_edits" },
  { method: "DELETE", path: "/api/properties/{id}", category: "listing_edits" },
  { method: "POST", path: "/api/properties/{id}/publish", category: "listing_edits" },
  { method: "PATCH", path: "/api/properties/{id}/status", category: "listing_edits" },
  { method: "DELETE", path: "/api/properties/{id}/photos/{photoId}", category: "listing_edits" },
  { method: "PUT", path: "/api/properties/{id}/photos/order", category: "listing_edits" },
  { method: "DELETE", path: "/api/properties/{id}/floorplan", category: "listing_edits" },
  { method: "POST", path: "/api/properties/{id}/availability", category: "listing_edits" },
  { method: "POST", path: "/api/listings/availability", category: "listing_edits" },
  { method: "PUT", path: "/api/favourites/{propertyId}", category: "favourites" },
  { method: "DELETE", path: "/api/favourites/{propertyId}", category: "favourites" },
  { method: "POST", path: "/api/saved-searches", category: "favourites" },
  { method: "PATCH", path: "/api/saved-searches/{id}", category: "favourites" },
  { method: "DELETE", path: "/api/saved-searches/{id}", category: "favourites" },
  { method: "POST", path: "/api/saved-searches/{id}/visited", category: "read_marks" },

  // Profile and account
  { method: "POST", path: "/api/me/onboarding", category: "onboarding" },
  { method: "PATCH", path: "/api/me/profile", category: "profile_saves" },
  { method: "POST", path: "/api/me/avatar", category: "uploads" },
  { method: "POST", path: "/api/me/delete", category: "other_writes" },
  { method: "POST", path: "/api/profiles/{userId}/consent", category: "other_writes" },
  { method: "PUT", path: "/api/me/notification-settings", category: "profile_saves" },
  { method: "PUT", path: "/api/me/push-settings", category: "profile_saves" },
  // Each stores a device; a person has a few, so a script storing thousands is stopped early.
  { method: "POST", path: "/api/me/push-subscriptions", category: "profile_saves" },
  { method: "POST", path: "/api/me/push-subscriptions/remove", category: "profile_saves" },
  // Sends an email: as scarce as a newsletter sign-up.
  { method: "POST", path: "/api/me/contact-email/verification", category: "newsletter" },
  { method: "POST", path: "/api/me/verification", category: "uploads" },

  // Operators (decision 058)
  { method: "POST", path: "/api/operator/verifications/{id}/approve", category: "other_writes" },
  { method: "POST", path: "/api/operator/verifications/{id}/reject", category: "other_writes" },
  { method: "POST", path: "/api/operator/copy-reviews/{id}/clear", category: "other_writes" },
  { method: "POST", path: "/api/operator/copy-reviews/{id}/withdraw", category: "other_writes" },

  // Notifications
  { method: "PATCH", path: "/api/notifications/{id}", category: "read_marks" },
  { method: "POST", path: "/api/notifications/read-all", category: "read_marks" },

  // Reviews (decision 058)
  { method: "POST", path: "/api/reviews", category: "reports" },
  { method: "POST", path: "/api/reviews/{id}/reply", category: "reports" },
  { method: "POST", path: "/api/reviews/{id}/report", category: "reports" },

  // Safety
  { method: "POST", path: "/api/properties/{id}/report", category: "reports" },
  { method: "POST", path: "/api/users/{id}/report", category: "reports" },
  { method: "POST", path: "/api/users/{id}/block", category: "other_writes" },
  { method: "DELETE", path: "/api/users/{id}/block", category: "other_writes" },

  // Visitors
  { method: "POST", path: "/api/newsletter", category: "newsletter" },
  { method: "POST", path: "/api/email/unsubscribe", category: "other_writes" },
];

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const compiled = RATE_LIMIT_POLICY.map((rule) => ({
  rule,
  pattern: new RegExp(`^${rule.path.replace(/\{\w+\}/g, "[^/]+")}$`),
}));

/** The rule of the table that names a request, if any. */
export function policyRule(method: string, path: string): RateLimitRule | undefined {
  const m = method.toUpperCase();
  return compiled.find(({ rule, pattern }) => rule.method === m && pattern.test(path))?.rule;
}

/** The category a request counts against, or null for a read (which is not limited here). */
export function rateLimitCategory(method: string, path: string): RateLimitCategory | null {
  if (!WRITE_METHODS.has(method.toUpperCase())) return null;
  return policyRule(method, path)?.category ?? "other_writes";
}
