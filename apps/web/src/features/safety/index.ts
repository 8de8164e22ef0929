// What the safety feature offers the rest of the app: block and report controls for a chat, a
// profile or a listing, and whether a user is blocked.
export { BlockedChatNotice, ChatSafetyMenu, UserSafetyActions } from "./block-controls.tsx";
export { ReportButton } from "./report-dialog.tsx";
export { useBlockStatus } from "./safety.queries.ts";
