// What the groups feature offers the rest of the app: inviting a student to one's group (from a
// roommate card or a profile) and the group texts other pages reuse.
export { InviteToGroupButton } from "./group-invites.tsx";
export { budgetRangeText, messageCounter } from "./group-view.ts";
