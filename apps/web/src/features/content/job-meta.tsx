// A job's location, type and salary as an icon list; the team's list and the job's own page show it.
import { Briefcase, MapPin, PoundSterling } from "lucide-react";
import { cn } from "../../components/ui/cn.ts";
import type { Job } from "./careers-content.ts";

export function JobMeta({ job, className }: { job: Job; className?: string }) {
  const items = [
    { label: "Location", value: job.location, Icon: MapPin },
    { label: "Type", value: job.type, Icon: Briefcase },
    { label: "Salary", value: job.salary, Icon: PoundSterling },
  ].filter((item) => item.value);
  return (
    <dl className={cn("flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-stone-600", className)}>
      {items.map(({ label, value, Icon }) => (
        <div key={label} className="flex items-start gap-1.5">
          <dt className="sr-only">{label}</dt>
          <Icon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
