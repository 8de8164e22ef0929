import type { CompatibilityJson } from "@roost/shared/contracts/roommates.ts";
import { Sparkles } from "lucide-react";
import { cn } from "../../components/ui/cn.ts";
import { compatibilityLabel, compatibilityTone, scorePercent, topReasons } from "./connect-actions.ts";

const BAR = { high: "bg-brand-600", medium: "bg-accent-400", low: "bg-stone-400" } as const;
const TEXT = { high: "text-brand-800", medium: "text-amber-800", low: "text-stone-600" } as const;

/** Compatibility score bar with up to three reason chips (the API computes both). */
export function CompatibilityMeter({
  compatibility,
  compact,
}: {
  compatibility: CompatibilityJson;
  compact?: boolean;
}) {
  const pct = scorePercent(compatibility.score);
  const tone = compatibilityTone(pct);
  const reasons = topReasons(compatibility.reasons);
  return (
    <div className={cn("rounded-lg bg-stone-50 px-3 py-2.5", compact && "py-2")}>
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className={cn("inline-flex items-center gap-1 font-medium", TEXT[tone])}>
          <Sparkles className="size-3.5" aria-hidden /> {compatibilityLabel(pct)}
        </span>
        <span className="font-semibold tabular-nums text-stone-900">{pct}%</span>
      </div>
      <span className="sr-only">{`Compatibility ${pct} out of 100`}</span>
      <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-stone-200" aria-hidden>
        <div className={cn("h-full rounded-full", BAR[tone])} style={{ width: `${pct}%` }} />
      </div>
      {reasons.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="Why you might get on">
          {reasons.map((r) => (
            <li
              key={r}
              className="rounded-full bg-white px-2 py-0.5 text-xs text-stone-700 ring-1 ring-stone-200"
            >
              {r}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
