import type { DealApplicationSummary, DealPerson, DealView } from "@roost/shared/contracts/deals.ts";
import { plusMore } from "@roost/shared/domain/badges.ts";
import { LANDLORD_SUMMARY_AVATARS } from "@roost/shared/domain/constants.ts";
import { UI_TEXTS } from "@roost/shared/domain/ui-texts.ts";
import { ukDate } from "@roost/shared/domain/uk-time.ts";
import { BadgeCheck, ChevronDown, Crown, FileText, Users } from "lucide-react";
import { useState } from "react";
import { Avatar } from "../../components/ui/avatar.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Badge } from "../../components/ui/feedback.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { GdprGatedProfileDialog } from "../student-profile/index.ts";
import { GroupBudgetsLine } from "./group-budgets-line.tsx";

const nameOf = (person: { display_name: string | null }) => person.display_name || "Student";

/**
 * What the landlord sees of the tenant side (§6): the group with up to 4 avatars (+N), its members
 * (each profile opened through the one-time GDPR consent) and the application once submitted.
 */
export function LandlordTenantSummary({ deal }: { deal: DealView }) {
  const { user, profile } = useAuth();
  const [open, setOpen] = useState(false);
  const [viewing, setViewing] = useState<DealPerson | null>(null);
  const group = deal.group;
  const people: (DealPerson & { is_leader?: boolean })[] = group
    ? group.members
    : deal.student
      ? [{ ...deal.student, is_leader: false }]
      : [];
  if (people.length === 0 && !deal.application) return null;
  const avatars = plusMore(people, LANDLORD_SUMMARY_AVATARS);
  const count = group?.member_count ?? people.length;

  return (
    <section className="border-t border-stone-200 px-4 py-3" aria-label="Applicants">
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        className="flex w-full items-center gap-3 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="flex shrink-0 -space-x-1.5">
          {avatars.shown.map((person) => (
            <Avatar
              key={person.user_id}
              src={person.avatar_url}
              name={person.display_name}
              size={32}
              className="ring-2 ring-white"
            />
          ))}
          {avatars.moreLabel && (
            <span className="relative inline-flex size-8 items-center justify-center rounded-full bg-stone-200 text-[11px] font-semibold text-stone-700 ring-2 ring-white">
              {avatars.moreLabel}
            </span>
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-stone-900">
            {group ? group.name : nameOf(people[0] ?? { display_name: null })}
          </span>
          <span className="flex items-center gap-1 text-xs text-stone-500">
            <Users className="size-3" aria-hidden />
            {group ? `Group of ${count} ${count === 1 ? "student" : "students"}` : "Applying on their own"}
          </span>
        </span>
        <ChevronDown
          className={cn("size-4 shrink-0 text-stone-500 transition-transform", open && "rotate-180")}
          aria-hidden
        />
        <span className="sr-only">{open ? "Hide members" : "Show members"}</span>
      </button>

      {group?.budgets && <GroupBudgetsLine budgets={group.budgets} />}
      {deal.application && <ApplicationSummary application={deal.application} />}

      {open && (
        <ul className="mt-3 space-y-1" aria-label="Members">
          {people.map((person) => (
            <li key={person.user_id}>
              <button
                type="button"
                onClick={() => setViewing(person)}
                className="flex w-full items-center gap-2.5 rounded-lg px-1.5 py-1.5 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Avatar src={person.avatar_url} name={person.display_name} size={28} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm text-stone-800">{nameOf(person)}</span>
                  {person.is_leader && (
                    <span className="flex items-center gap-1 text-xs text-amber-700">
                      <Crown className="size-3" aria-hidden /> Group leader
                    </span>
                  )}
                </span>
                <span className="text-xs font-medium text-brand-700">{UI_TEXTS.viewProfile}</span>
              </button>
            </li>
          ))}
        </ul>
      )}

      {user && profile?.user_type && (
        <GdprGatedProfileDialog
          studentId={viewing?.user_id ?? null}
          studentName={viewing?.display_name}
          landlordId={user.id}
          viewerType={profile.user_type}
          onClose={() => setViewing(null)}
        />
      )}
    </section>
  );
}

function ApplicationSummary({ application }: { application: DealApplicationSummary }) {
  const verified = application.applicants.filter((a) => a.verified_renter).length;
  return (
    <div className="mt-3 rounded-lg bg-stone-50 px-3 py-2 text-xs text-stone-600 ring-1 ring-stone-200">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <FileText className="size-3.5 text-stone-500" aria-hidden />
        <span className="font-semibold text-stone-800">Application</span>
        <Badge
          tone={
            application.status === "accepted" ? "green" : application.status === "declined" ? "red" : "blue"
          }
        >
          {application.status === "accepted"
            ? "Accepted"
            : application.status === "declined"
              ? "Declined"
              : "Submitted"}
        </Badge>
      </p>
      <p className="mt-1">
        {application.applicants.length} {application.applicants.length === 1 ? "applicant" : "applicants"} ·
        submitted {ukDate(application.submitted_at, { month: "short" })}
      </p>
      {verified > 0 && (
        <p className="mt-1 flex items-center gap-1 text-brand-800">
          <BadgeCheck className="size-3.5" aria-hidden /> {verified} verified{" "}
          {verified === 1 ? "renter" : "renters"}
        </p>
      )}
    </div>
  );
}
