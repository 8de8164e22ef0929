import { Check } from "lucide-react";
import { cn } from "../../../components/ui/cn.ts";
import { canVisitStep, WIZARD_STEPS } from "./wizard-steps.ts";

/**
 * Where the landlord is in the wizard. Steps already reached are buttons; the rest are plain
 * text. On a phone it folds into "Step 2 of 6" with a segmented bar.
 */
export function WizardStepper({
  current,
  furthest,
  onSelect,
  disabled,
}: {
  current: number;
  furthest: number;
  onSelect(index: number): void;
  disabled?: boolean;
}) {
  const total = WIZARD_STEPS.length;
  return (
    <nav aria-label="Listing steps">
      {/* Phone: one line of text plus a segmented progress bar. */}
      <div className="sm:hidden">
        <p className="flex items-baseline justify-between text-sm">
          <span className="font-semibold text-stone-900">{WIZARD_STEPS[current].label}</span>
          <span className="text-stone-500">
            Step {current + 1} of {total}
          </span>
        </p>
        <ol className="mt-2 flex items-center gap-1.5">
          {WIZARD_STEPS.map((step, i) => {
            const reachable = canVisitStep(i, furthest) && i !== current;
            const bar = (
              <span
                className={cn(
                  "block w-full rounded-full",
                  i === current
                    ? "h-2 bg-brand-800"
                    : i < current || i <= furthest
                      ? "h-1.5 bg-brand-500"
                      : "h-1.5 bg-stone-200",
                )}
              />
            );
            return (
              <li key={step.id} className="flex-1">
                {reachable ? (
                  <button
                    type="button"
                    onClick={() => onSelect(i)}
                    disabled={disabled}
                    className="block w-full py-2"
                    aria-label={`Step ${i + 1}: ${step.label}`}
                  >
                    {bar}
                  </button>
                ) : (
                  <span className="block py-2" aria-current={i === current ? "step" : undefined}>
                    <span className="sr-only">
                      Step {i + 1}: {step.label}
                      {i === current ? " (current)" : ""}
                    </span>
                    {bar}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </div>

      {/* Wider screens: numbered steps with their labels. */}
      <ol className="hidden items-center sm:flex">
        {WIZARD_STEPS.map((step, i) => {
          const done = i < current || (i <= furthest && i !== current);
          const isCurrent = i === current;
          const reachable = canVisitStep(i, furthest) && !isCurrent;
          const content = (
            <>
              <span
                className={cn(
                  "flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold transition-colors",
                  isCurrent && "border-brand-700 bg-brand-700 text-white",
                  !isCurrent && done && "border-brand-600 bg-brand-50 text-brand-800",
                  !isCurrent && !done && "border-stone-300 bg-white text-stone-500",
                )}
                aria-hidden
              >
                {done && !isCurrent ? <Check className="size-4" /> : i + 1}
              </span>
              <span
                className={cn(
                  "hidden text-sm font-medium md:inline",
                  isCurrent ? "text-stone-900" : done ? "text-stone-700" : "text-stone-500",
                )}
              >
                {step.label}
              </span>
              <span className="sr-only md:hidden">{step.label}</span>
            </>
          );
          return (
            <li key={step.id} className={cn("flex items-center", i < total - 1 && "flex-1")}>
              {reachable ? (
                <button
                  type="button"
                  onClick={() => onSelect(i)}
                  disabled={disabled}
                  className="flex items-center gap-2 rounded-full py-1 pr-2 hover:text-brand-800 [&:hover>span:first-child]:border-brand-700"
                >
                  {content}
                </button>
              ) : (
                <span
                  className="flex items-center gap-2 py-1 pr-2"
                  aria-current={isCurrent ? "step" : undefined}
                >
                  {content}
                </span>
              )}
              {i < total - 1 && (
                <span
                  className={cn(
                    "mx-1 h-0.5 min-w-3 flex-1 rounded",
                    i < furthest ? "bg-brand-600" : "bg-stone-200",
                  )}
                  aria-hidden
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
