import {
  groupLeaderOnly,
  ownerOnly,
  partiesOnly,
  type RouteTable,
  signedIn,
  studentOwnerOnly,
  studentsOnly,
} from "./access.ts";

/** Groups, their shortlist, roommates and the profiles students read. */
export const groupRoutes: RouteTable = {
  "POST /api/groups": studentsOnly(201),
  "GET /api/groups/mine": studentsOnly(200),
  "GET /api/groups/membership": studentsOnly(200),
  "GET /api/groups/discover": studentsOnly(200),
  "POST /api/groups/join": studentsOnly(404),
  "GET /api/groups/join-requests/mine": studentsOnly(200),
  // Cancelling is the requester's ("owner"); answering is the leader's ("owner" there).
  "DELETE /api/groups/join-requests/{id}": studentOwnerOnly(200),
  "POST /api/groups/join-requests/{id}/accept": studentOwnerOnly(200),
  "POST /api/groups/join-requests/{id}/reject": studentOwnerOnly(200),
  "PATCH /api/groups/{id}": groupLeaderOnly(200),
  "DELETE /api/groups/{id}/members/{userId}": groupLeaderOnly(200),
  "POST /api/groups/{id}/invite-code": groupLeaderOnly(200),
  "POST /api/groups/{id}/leave": { ...studentsOnly(404), member: 200, owner: 422 },
  "POST /api/groups/{id}/join-requests": { ...studentsOnly(201), member: 409, owner: 409 },
  "GET /api/groups/{id}/join-requests": groupLeaderOnly(200),
  // The fixture's userId is a member already: the leader is told so (invitee_in_group).
  "POST /api/groups/{id}/invites/{userId}": groupLeaderOnly(409),
  "GET /api/groups/{id}/invitation": { ...studentsOnly(404), member: 200, owner: 200 },
  // The group shortlist (decision 060): members only; outsiders of every type get 404.
  "GET /api/groups/{id}/shortlist": partiesOnly(200),
  // The example body names a listing that does not exist.
  "POST /api/groups/{id}/shortlist": partiesOnly(404),
  // The leader added the home: another member may not take it off.
  "DELETE /api/groups/{id}/shortlist/{propertyId}": { ...partiesOnly(200), member: 403 },
  "PUT /api/groups/{id}/shortlist/{propertyId}/vote": partiesOnly(200),
  "POST /api/groups/{id}/shortlist/{propertyId}/comments": partiesOnly(200),
  // The leader asks; a member is refused with 'Only group leader can perform this action'.
  "POST /api/groups/{id}/shortlist/{propertyId}/request-viewing": { ...partiesOnly(200), member: 403 },
  // How the group splits a home (decision 061): any member, for a whole home's premiums and the
  // bills estimate. The example claims a room, and the fixture's home is let whole: 422 for both.
  "PUT /api/groups/{id}/shortlist/{propertyId}/premiums": partiesOnly(200),
  "PUT /api/groups/{id}/shortlist/{propertyId}/room": partiesOnly(422),
  "PUT /api/groups/{id}/bills-estimate": partiesOnly(200),
  "GET /api/roommates": studentsOnly(200),
  "GET /api/roommates/requests": studentsOnly(200),
  "POST /api/roommates/requests": studentsOnly(404),
  // Only the receiver ("owner") answers; the sender ("member") finds nothing to answer.
  "POST /api/roommates/requests/{id}/accept": studentOwnerOnly(200),
  "POST /api/roommates/requests/{id}/reject": studentOwnerOnly(200),
  "POST /api/roommates/{userId}/message": { ...signedIn(403), owner: 422 },
  "GET /api/profiles/{userId}": { ...signedIn(404), student: 200, owner: 200 },
  "POST /api/profiles/{userId}/consent": ownerOnly(404),
};
