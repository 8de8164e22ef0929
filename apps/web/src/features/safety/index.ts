// What the safety feature offers the rest of the app: block and report controls for a chat or a
// profile, and whether a user is blocked. The report button alone is index.report.ts, so the
// property page does not load the chat menu (Radix DropdownMenu) with it (decision 040).
export { BlockedChatNotice, ChatSafetyMenu, UserSafetyActions } from "./block-controls.tsx";
export { PaymentWarning } from "./payment-warning.tsx";
export { useBlockStatus } from "./safety.queries.ts";
