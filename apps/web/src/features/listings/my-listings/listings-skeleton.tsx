import { Card } from "../../../components/ui/card.tsx";
import { Skeleton } from "../../../components/ui/feedback.tsx";

/** Three placeholder rows in the shape of a listing row while /listings loads. */
export function ListingsSkeleton() {
  return (
    <ul className="space-y-4" aria-busy="true">
      <li className="sr-only" role="status">
        Loading your listings...
      </li>
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <Card className="flex overflow-hidden rounded-xl">
            <Skeleton className="hidden w-52 shrink-0 rounded-none sm:block" />
            <div className="flex-1 space-y-3 p-4 sm:p-5">
              <div className="flex justify-between gap-3">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-5 w-16 rounded-full" />
              </div>
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-6 w-32" />
              <Skeleton className="h-4 w-64 max-w-full" />
              <Skeleton className="h-9 w-full" />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
