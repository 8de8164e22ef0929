import type { DealPhase } from "@roost/shared/domain/deal-stage.ts";
import { Check, X } from "lucide-react";
import { cn } from "../../components/ui/cn.ts";
import { type DealStepStatus, dealSteps } from "./deal-helpers.ts";

const DOT: Record<DealStepStatus, string> = {
  done: "bg-brand-700 text-white",
  current: "bg-white text-brand-800 ring-2 ring-brand-600",
  upcoming: "bg-white text-stone-400 ring-1 ring-stone-300",
  declined: "bg-red-600 text-white",
  skipped: "bg-stone-100 text-stone-300 ring-1 ring-stone-200",
};

const LABEL: Record<DealStepStatus, string> = {
  done: "text-stone-700",
  current: "font-semibold text-brand-800",
  upcoming: "text-stone-400",
  declined: "font-semibold text-red-700",
  skipped: "text-stone-300 line-through",
};

const STATUS_TEXT: Record<DealStepStatus, string> = {
  done: "done",
  current: "current step",
  upcoming: "not started",
  declined: "declined",
  skipped: "skipped",
};

/** Request viewing → Time slots → Viewing → Decision → Confirmed, with a declined deal marked red. */
export function DealStepper({ phase }: { phase: DealPhase }) {
  const steps = dealSteps(phase);
  return (
    <ol className="grid grid-cols-5" aria-label="Deal progress">
      {steps.map((step, index) => (
        <li
          key={step.key}
          className="relative flex flex-col items-center text-center"
          aria-current={step.status === "current" ? "step" : undefined}
        >
          {index > 0 && (
            <span
              aria-hidden
              className={cn(
                "absolute top-3 right-1/2 h-0.5 w-full -translate-y-1/2",
                step.status === "done" || step.status === "current" || step.status === "declined"
                  ? "bg-brand-600"
                  : "bg-stone-200",
              )}
            />
          )}
          <span
            className={cn(
              "relative z-10 flex size-6 items-center justify-center rounded-full text-[11px] font-semibold",
              DOT[step.status],
            )}
            aria-hidden
          >
            {step.status === "done" ? (
              <Check className="size-3.5" strokeWidth={3} />
            ) : step.status === "declined" ? (
              <X className="size-3.5" strokeWidth={3} />
            ) : (
              index + 1
            )}
          </span>
          <span
            className={cn(
              "mt-1.5 px-px text-[10px] leading-tight sm:text-[11px] xl:text-[10px]",
              LABEL[step.status],
            )}
          >
            {step.label}
            <span className="sr-only">, {STATUS_TEXT[step.status]}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
