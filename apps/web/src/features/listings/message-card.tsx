import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";

/** A centred card that explains why a page cannot be shown and where to go instead. */
export function MessageCard({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-20">
      <Card className="rounded-xl p-6 text-center sm:p-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          {icon}
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
        <div className="mt-2 text-sm leading-6 text-stone-600">{children}</div>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">{actions}</div>
      </Card>
    </div>
  );
}

/** Shown for a listing that does not exist or belongs to someone else (the server says 404 to both). */
export function ListingNotFound({ extraAction }: { extraAction?: ReactNode }) {
  return (
    <MessageCard
      icon={<SearchX className="size-6" aria-hidden />}
      title="We couldn't find that listing"
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/listings">Go to my listings</Link>
          </Button>
          {extraAction}
        </>
      }
    >
      <p>It may have been deleted, or it belongs to another account.</p>
    </MessageCard>
  );
}
