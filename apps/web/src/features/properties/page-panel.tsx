import type { ReactNode } from "react";
import { cn } from "../../components/ui/cn.ts";

/** One of the property page's panels: a white card named by its heading. */
export function PagePanel({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn("rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5", className)}
    >
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
