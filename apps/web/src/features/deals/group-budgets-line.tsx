import type { DealGroupSummary } from "@roost/shared/contracts/deals.ts";
import { groupBudgetVerdictText } from "@roost/shared/domain/housemate-shares.ts";
import { CircleCheck, CircleHelp, TriangleAlert } from "lucide-react";
import { cn } from "../../components/ui/cn.ts";

const LOOKS = {
  covers: { icon: CircleCheck, className: "text-green-800" },
  covers_known: { icon: CircleCheck, className: "text-green-800" },
  short: { icon: TriangleAlert, className: "text-amber-800" },
  unknown: { icon: CircleHelp, className: "text-stone-600" },
} as const;

/**
 * The landlord's line under the group (decision 038): do the members' own budgets cover the rent
 * per person, and how many gave one. The server sends the verdict only, never a budget.
 */
export function GroupBudgetsLine({ budgets }: { budgets: NonNullable<DealGroupSummary["budgets"]> }) {
  const look = LOOKS[budgets.verdict];
  const Icon = look.icon;
  return (
    <p
      className={cn("mt-2 flex items-start gap-1.5 text-xs font-medium", look.className)}
      data-testid="group-budgets"
    >
      <Icon className="mt-px size-3.5 shrink-0" aria-hidden />
      {groupBudgetVerdictText(budgets)}
    </p>
  );
}
