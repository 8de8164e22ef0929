import type { LandlordTrust } from "@roost/shared/contracts/landlord-trust.ts";
import { RESPONSE_TIME_TEXTS } from "@roost/shared/domain/landlord-trust.ts";
import { UI_TEXTS } from "@roost/shared/domain/ui-texts.ts";
import { BadgeCheck, Clock, Sparkles } from "lucide-react";
import { cn } from "../ui/cn.ts";

// A landlord's earned signals (decision 058): the badge only for a verified landlord, the response
// time only as their measured replies support it. Where a signal is absent nothing is drawn.

export function TrustedLandlordBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200",
        className,
      )}
      title="Roost has checked this landlord's identity and their right to let"
    >
      <BadgeCheck className="size-3.5" aria-hidden /> {UI_TEXTS.trustedLandlord}
    </span>
  );
}

export function ResponseTimeText({ responseTime }: { responseTime: LandlordTrust["response_time"] }) {
  if (!responseTime) return null;
  const Icon = responseTime === "new" ? Sparkles : Clock;
  return (
    <span className="inline-flex items-center gap-1">
      <Icon className="size-3" aria-hidden /> {RESPONSE_TIME_TEXTS[responseTime]}
    </span>
  );
}
