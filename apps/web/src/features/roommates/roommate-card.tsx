import type { RoommateCard as RoommateCardData } from "@roost/shared/contracts/roommates.ts";
import { universityText } from "@roost/shared/domain/profile.ts";
import { BadgeCheck, GraduationCap } from "lucide-react";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Badge } from "../../components/ui/feedback.tsx";
import { budgetRangeText, InviteToGroupButton } from "../groups/index.ts";
import { CompatibilityMeter, ConnectControls } from "../student-profile/index.ts";

/** One student in the roommate results: who they are, how well they match, and connect / invite. */
export function RoommateCard({
  roommate,
  onView,
  onConnect,
}: {
  roommate: RoommateCardData;
  onView(): void;
  onConnect(person: { user_id: string; name: string }): void;
}) {
  const name = roommate.display_name || "Student";
  const budget = budgetRangeText(roommate.budget_min, roommate.budget_max);
  return (
    <Card className="flex w-full flex-col p-5">
      <div className="flex items-start gap-3">
        <Avatar src={roommate.avatar_url} name={roommate.display_name} size={56} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-stone-900">{name}</h3>
          {roommate.badges.some((b) => b.badge_type === "verified_renter") && (
            <Badge tone="green" className="mt-0.5">
              <BadgeCheck className="size-3.5" aria-hidden /> Verified Renter
            </Badge>
          )}
          <p className="flex items-start gap-1.5 text-sm leading-5 text-stone-600">
            <GraduationCap className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden />
            <span>{universityText(roommate.university)}</span>
          </p>
          <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-stone-500">
            {roommate.current_year && <span>{roommate.current_year}</span>}
            <span>{budget ? `${budget} / month` : "Budget not set"}</span>
          </p>
        </div>
      </div>
      {roommate.bio && <p className="mt-3 line-clamp-2 text-sm text-stone-600">{roommate.bio}</p>}
      <div className="mt-3">
        <CompatibilityMeter compatibility={roommate.compatibility} compact />
      </div>
      <div className="mt-auto flex flex-col gap-2 pt-4">
        <ConnectControls
          userId={roommate.user_id}
          name={name}
          state={roommate.connect_state}
          request={roommate.connect_request}
          onConnect={() => onConnect({ user_id: roommate.user_id, name })}
          fullWidth
        />
        <InviteToGroupButton userId={roommate.user_id} name={name} fullWidth />
        <Button variant="ghost" size="sm" onClick={onView} aria-label={`View profile of ${name}`}>
          View Profile
        </Button>
      </div>
    </Card>
  );
}
