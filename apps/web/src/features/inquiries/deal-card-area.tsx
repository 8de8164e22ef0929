import type { ConversationDetail } from "@roost/shared/contracts/conversations.ts";
import { DealCard } from "../deals/index.ts";

/**
 * Where the viewing / deal card of an inquiry goes (spec §2 Inquiry detail, §4 deal stages). The
 * card loads the deal itself; `conversation` is accepted so the page can pass what it has.
 */
export function DealCardArea({
  conversationId,
  className,
}: {
  conversationId: string;
  conversation?: ConversationDetail;
  className?: string;
}) {
  if (!conversationId) return null;
  return <DealCard conversationId={conversationId} className={className} />;
}
