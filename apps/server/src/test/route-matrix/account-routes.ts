import { anyAccount, anyone, ownerOnly, type RouteTable, signedIn } from "./access.ts";

/** The app itself, one's own account, notifications and the links in emails. */
export const accountRoutes: RouteTable = {
  "GET /api/health": anyone(200),
  "GET /api/health/ready": anyone(200),
  "GET /api/config": anyone(200),
  "GET /api/me": anyAccount(200),
  "POST /api/me/onboarding": { ...anyAccount(409), notOnboarded: 200 },
  "PATCH /api/me/profile": signedIn(200),
  "POST /api/me/avatar": signedIn(400),
  "GET /api/me/export": anyAccount(200),
  "POST /api/me/delete": anyAccount(200),
  "GET /api/me/notification-settings": signedIn(200),
  "PUT /api/me/notification-settings": signedIn(200),
  "GET /api/push/public-key": anyone(200),
  "GET /api/me/push-settings": signedIn(200),
  "PUT /api/me/push-settings": signedIn(200),
  // The example endpoint is no push service's (the allow-list of decision 064).
  "POST /api/me/push-subscriptions": signedIn(400),
  // Someone else's endpoint, or none, answers as one's own: nothing tells whether it is known.
  "POST /api/me/push-subscriptions/remove": signedIn(204),
  "GET /api/me/contact-email": signedIn(200),
  // Their contact email is their sign-in address: nothing to confirm.
  "POST /api/me/contact-email/verification": signedIn(400),
  // The token is the only authority (without one the link is refused), for everyone alike.
  "GET /api/email/verify-contact": anyone(400),
  // The token is the only authority (a made-up one is refused), for everyone alike.
  "GET /api/email/unsubscribe": anyone(400),
  "POST /api/email/unsubscribe": anyone(400),
  "POST /api/newsletter": anyone(400),
  "GET /api/dashboard": signedIn(200),
  "GET /api/notifications": signedIn(200),
  "GET /api/notifications/unread-count": signedIn(200),
  "POST /api/notifications/read-all": signedIn(200),
  "PATCH /api/notifications/{id}": ownerOnly(200),
  "GET /api/vouchers/{uid}": { ...anyone(200), owner: 200 },
  // Dev endpoints are 404: an in-process request has no loopback peer.
  "GET /api/dev/mailbox": anyone(404),
  "GET /api/dev/mailbox/{id}/attachments/{index}": anyone(404),
  "GET /api/dev/clock": anyone(404),
  "POST /api/dev/clock/advance": anyone(404),
  "POST /api/dev/clock/reset": anyone(404),
};
