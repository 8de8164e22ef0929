import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { isApiError } from "../../lib/api.ts";
import { usePageMeta } from "../layout/page-meta.tsx";
import { NotFoundCard } from "../ui/not-found-card.tsx";

/**
 * An operator's page (decisions 058, 059): its title and what to check, above the queue. To anyone
 * but an operator the queue's API answers 404, and then the page does not exist either.
 */
export function OperatorPage({
  title,
  intro,
  queue,
  children,
}: {
  title: string;
  intro: ReactNode;
  queue: UseQueryResult<unknown>;
  children: ReactNode;
}) {
  usePageMeta(title);
  if (queue.isError && isApiError(queue.error) && queue.error.status === 404)
    return (
      <NotFoundCard title="Page not found" backTo="/dashboard" backLabel="Back to your dashboard">
        This page does not exist.
      </NotFoundCard>
    );
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-sm text-stone-600">{intro}</p>
      </div>
      {children}
    </div>
  );
}
