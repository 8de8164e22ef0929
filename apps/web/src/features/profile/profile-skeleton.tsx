// /profile while the signed-in user's profile loads: the header card and three form cards.

import { Card } from "../../components/ui/card.tsx";
import { Skeleton } from "../../components/ui/feedback.tsx";

export function ProfileSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only" role="status">
        Loading...
      </span>
      <Card className="flex flex-col items-center gap-5 p-6 sm:flex-row">
        <Skeleton className="size-24 rounded-full" />
        <div className="w-full max-w-xs space-y-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-8 w-32" />
        </div>
      </Card>
      {[0, 1, 2].map((card) => (
        <Card key={card} className="space-y-4 p-6">
          <Skeleton className="h-6 w-48" />
          <div className="grid gap-4 sm:grid-cols-2">
            {[0, 1, 2, 3].map((f) => (
              <div key={f} className="space-y-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-10 w-full" />
              </div>
            ))}
          </div>
        </Card>
      ))}
    </div>
  );
}
