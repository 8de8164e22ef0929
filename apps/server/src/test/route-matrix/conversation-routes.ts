import { partiesOnly, type RouteTable, signedIn } from "./access.ts";

// In a conversation's fixture the "owner" is the student who asked about a home and the "member"
// its landlord.

/** Conversations, their messages and the deal a conversation carries. */
export const conversationRoutes: RouteTable = {
  "GET /api/conversations": signedIn(200),
  "POST /api/conversations/direct": signedIn(404),
  "POST /api/conversations/group": signedIn(404),
  "GET /api/conversations/{id}": partiesOnly(200),
  "GET /api/inquiries": signedIn(200),
  "GET /api/conversations/{id}/messages": partiesOnly(200),
  // A message's example id is fixed, so the second sender (the owner calls last) gets 409.
  "POST /api/conversations/{id}/messages": { ...partiesOnly(201), owner: 409 },
  "POST /api/conversations/{id}/read": partiesOnly(200),
  "GET /api/conversations/{id}/deal": partiesOnly(200),
  "POST /api/conversations/{id}/deal/request-viewing": { ...partiesOnly(200), member: 422 },
  "POST /api/conversations/{id}/deal/slots": { ...partiesOnly(409), owner: 403 },
  "DELETE /api/conversations/{id}/deal/slots/{slotId}": { ...partiesOnly(409), owner: 403 },
  "POST /api/conversations/{id}/deal/send-slots": { ...partiesOnly(409), owner: 403 },
  "POST /api/conversations/{id}/deal/select-slot": partiesOnly(409),
  "POST /api/conversations/{id}/deal/attendance": partiesOnly(409),
  "POST /api/conversations/{id}/deal/interest": partiesOnly(409),
  "POST /api/conversations/{id}/deal/confirm-applicant": partiesOnly(409),
};
