// Loading placeholders of the chat: the message area alone, or the whole chat with its header.

import { cn } from "../../../components/ui/cn.ts";
import { Skeleton } from "../../../components/ui/feedback.tsx";

export function MessagesSkeleton() {
  return (
    <div className="flex-1 space-y-4 overflow-hidden bg-stone-50/70 px-4 py-6">
      <Skeleton className="h-10 w-2/5 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-1/3 rounded-2xl" />
      <Skeleton className="h-16 w-1/2 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-2/5 rounded-2xl" />
      <span className="sr-only" role="status">
        Loading messages…
      </span>
    </div>
  );
}

export function ChatSkeleton({ className, framed = true }: { className?: string; framed?: boolean }) {
  return (
    <div
      className={cn(
        "flex min-h-0 flex-col overflow-hidden bg-white",
        framed && "rounded-2xl border border-stone-200 shadow-sm",
        className,
      )}
    >
      <div className="flex items-center gap-3 border-b border-stone-200 px-4 py-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3 w-24" />
        </div>
      </div>
      <MessagesSkeleton />
    </div>
  );
}
