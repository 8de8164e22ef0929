import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Skeleton } from "../../components/ui/feedback.tsx";

/** The deal card's shape while its data loads: header, the five stages, the turn box and a button. */
export function DealCardSkeleton({ className }: { className?: string }) {
  return (
    <Card
      className={cn("space-y-4 p-4", className)}
      role="status"
      aria-busy="true"
      aria-label="Loading viewing"
    >
      <div className="flex items-center gap-3">
        <Skeleton className="size-9 rounded-lg" />
        <div className="flex-1 space-y-1.5">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <div className="grid grid-cols-5 gap-2">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="flex flex-col items-center gap-1.5">
            <Skeleton className="size-6 rounded-full" />
            <Skeleton className="h-2.5 w-10" />
          </div>
        ))}
      </div>
      <Skeleton className="h-14" />
      <Skeleton className="h-10" />
    </Card>
  );
}
