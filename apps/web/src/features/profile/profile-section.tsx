// One titled card of the profile page; the form's sections and the account settings share it.

import type { ReactNode } from "react";
import { Card } from "../../components/ui/card.tsx";

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = `profile-section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {description && <p className="mt-0.5 text-sm text-stone-500">{description}</p>}
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  );
}

export type ControlProps = { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string };
