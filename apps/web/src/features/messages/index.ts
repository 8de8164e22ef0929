// What the messages feature offers the rest of the app: the chat of a conversation and its detail
// (an inquiry page is a conversation with a deal card beside it).
export { Chat } from "./chat.tsx";
export { useConversationDetail } from "./messages.queries.ts";
