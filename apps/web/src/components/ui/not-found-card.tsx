import { ArrowLeft, FileQuestionMark } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "./button.tsx";
import { Card } from "./card.tsx";

/** A friendly card for a post, role, page or anything else that does not exist, with a way back. */
export function NotFoundCard({
  title,
  children,
  backTo,
  backLabel,
}: {
  title: string;
  children?: ReactNode;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 items-center px-4 py-12 sm:px-6 sm:py-20">
      <Card className="w-full px-6 py-10 text-center sm:px-10">
        <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <FileQuestionMark className="size-6" aria-hidden />
        </span>
        <h1 className="text-xl font-semibold text-stone-900 sm:text-2xl">{title}</h1>
        {children && <p className="mx-auto mt-2 max-w-md text-stone-600">{children}</p>}
        <Button asChild variant="primary" className="mt-6">
          <Link to={backTo}>
            <ArrowLeft className="size-4" aria-hidden />
            {backLabel}
          </Link>
        </Button>
      </Card>
    </div>
  );
}
