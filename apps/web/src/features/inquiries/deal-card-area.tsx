import type { ConversationDetail } from "@roost/shared/contracts/conversations.ts";
import { CalendarClock } from "lucide-react";
import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../components/ui/cn.ts";

/**
 * Where the viewing / deal card of an inquiry goes (spec §2 Inquiry detail, §4 deal stages).
 * A placeholder until the viewings feature fills it; it receives the conversation so it can.
 */
export function DealCardArea({
  className,
}: {
  conversationId: string;
  conversation?: ConversationDetail;
  className?: string;
}) {
  return (
    <Card className={cn("p-4", className)}>
      <div className="flex items-start gap-3">
        <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
          <CalendarClock className="size-5" aria-hidden />
        </span>
        <div>
          <h2 className="font-semibold text-stone-900">Viewings</h2>
          <p className="mt-0.5 text-sm text-stone-500">Request a viewing here soon.</p>
        </div>
      </div>
    </Card>
  );
}
