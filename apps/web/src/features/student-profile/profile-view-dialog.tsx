import type { ProfileConsentRequired, ProfileDetail } from "@roost/shared/contracts/roommates.ts";
import { plusMore } from "@roost/shared/domain/badges.ts";
import {
  memberSinceText,
  type ProfileViewContext,
  showsPhoneNumber,
  showsSocialActions,
  universityText,
} from "@roost/shared/domain/profile.ts";
import type { UserType } from "@roost/shared/domain/user-types.ts";
import { BadgeCheck, GraduationCap, MapPin, Phone, PoundSterling, Users } from "lucide-react";
import { type ReactNode, useState } from "react";
import { FacebookIcon, InstagramIcon, XIcon } from "../../components/layout/social-icons.tsx";
import { Avatar } from "../../components/ui/avatar.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Badge, ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { isApiError } from "../../lib/api.ts";
import { budgetRangeText, InviteToGroupButton } from "../groups/index.ts";
import { UserSafetyActions, useBlockStatus } from "../safety/index.ts";
import { CompatibilityMeter } from "./compatibility-meter.tsx";
import { ConnectControls, ConnectForm } from "./connect-controls.tsx";
import { useProfileView } from "./student-profile.queries.ts";

/**
 * The Profile View dialog (spec §2 Roommates, §6): a student's public profile. A student viewer
 * (context 'roommates') gets the connect actions; a landlord (context 'landlord') sees no
 * Connect / Message and, in the landlord context only, the phone number. Landlords must pass the
 * GDPR consent gate first (GdprGatedProfileDialog in gdpr-consent.tsx); until the server has their
 * consent it sends the name and avatar only, which is all this dialog can then show.
 */
export function ProfileViewDialog({
  userId,
  onOpenChange,
  viewerType,
  context,
}: {
  /** The student to show; null closes the dialog. */
  userId: string | null;
  onOpenChange(open: boolean): void;
  viewerType: UserType;
  context: ProfileViewContext;
}) {
  const query = useProfileView(userId);
  return (
    <Dialog open={userId !== null} onOpenChange={onOpenChange} title="Student profile">
      {query.isPending ? (
        <ProfileSkeleton />
      ) : query.isError ? (
        isApiError(query.error, "not_found") ? (
          // Gone, never there, or hidden by a block: the same answer, and retrying would not help.
          <ErrorState title="Profile not available" message="This profile isn't available." />
        ) : (
          <ErrorState message="We couldn't load this profile." onRetry={() => query.refetch()} />
        )
      ) : query.data.access === "consent_required" ? (
        <ConsentRequiredBody profile={query.data} />
      ) : (
        <ProfileBody
          key={query.data.user_id}
          profile={query.data}
          viewerType={viewerType}
          context={context}
        />
      )}
    </Dialog>
  );
}

function ProfileSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-label="Loading profile">
      <div className="flex items-center gap-4">
        <Skeleton className="size-20 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-16" />
      <Skeleton className="h-10" />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-stone-500">{title}</h3>
      {children}
    </section>
  );
}

function Chips({ items, tone = "stone" }: { items: readonly string[]; tone?: "stone" | "brand" }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((i) => (
        <li key={i}>
          <Badge tone={tone} className="text-sm">
            {i}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** What the server gives a landlord-side viewer without a recorded consent: name and avatar. */
function ConsentRequiredBody({ profile }: { profile: ProfileConsentRequired }) {
  return (
    <div className="flex items-center gap-4">
      <Avatar src={profile.avatar_url} name={profile.display_name} size={72} />
      <div className="min-w-0">
        <p className="truncate text-lg font-semibold text-stone-900">{profile.display_name || "Student"}</p>
        <p className="text-sm text-stone-600">
          The rest of this profile is shown once you agree to the data protection terms.
        </p>
      </div>
    </div>
  );
}

function ProfileBody({
  profile,
  viewerType,
  context,
}: {
  profile: ProfileDetail;
  viewerType: UserType;
  context: ProfileViewContext;
}) {
  const [connecting, setConnecting] = useState(false);
  const name = profile.display_name || "Student";
  const budget = budgetRangeText(profile.budget_min, profile.budget_max);
  const locations = plusMore(profile.preferred_locations);
  const phone = showsPhoneNumber(viewerType, context) ? profile.phone : null;
  const social = [
    { url: profile.facebook_url, label: "Facebook", Icon: FacebookIcon },
    { url: profile.instagram_url, label: "Instagram", Icon: InstagramIcon },
    { url: profile.x_url, label: "X", Icon: XIcon },
  ].filter((s) => s.url);
  const actions = showsSocialActions(viewerType) && context === "roommates" && profile.connect_state !== null;
  // Anyone but oneself can be reported or blocked; while blocked, Unblock replaces Connect.
  const safety = context === "landlord" || profile.connect_state !== null;
  const blockedByMe = useBlockStatus(safety ? profile.user_id : null).data?.blocked_by_me === true;

  return (
    <div className="space-y-5">
      <div className="flex items-center gap-4">
        <Avatar src={profile.avatar_url} name={profile.display_name} size={72} />
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-lg font-semibold text-stone-900">
            <span className="truncate">{name}</span>
            {profile.is_verified && (
              <BadgeCheck className="size-5 shrink-0 text-brand-600" aria-label="Verified" />
            )}
          </p>
          <p className="flex items-start gap-1.5 text-sm text-stone-600">
            <GraduationCap className="mt-0.5 size-4 shrink-0 text-stone-400" aria-hidden />
            <span>
              {universityText(profile.university)}
              {profile.current_year && ` · ${profile.current_year}`}
            </span>
          </p>
          <p className="text-xs text-stone-500">{memberSinceText(profile.created_at)}</p>
        </div>
      </div>

      {profile.badges.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {profile.badges.map((b) => (
            <li key={b.badge_type}>
              <Badge tone="green">
                <BadgeCheck className="size-3" aria-hidden /> {b.badge_name}
              </Badge>
            </li>
          ))}
        </ul>
      )}

      {profile.compatibility && context === "roommates" && (
        <CompatibilityMeter compatibility={profile.compatibility} />
      )}

      <Section title="About">
        <p className="whitespace-pre-line break-words text-sm text-stone-700">
          {profile.bio?.trim() || `${name} hasn't written a bio yet.`}
        </p>
      </Section>

      <div className="grid gap-4 sm:grid-cols-2">
        <Section title="Budget">
          <p className="flex items-center gap-1.5 text-sm text-stone-700">
            <PoundSterling className="size-4 text-stone-400" aria-hidden />
            {budget ? `${budget} / month` : "Not specified"}
          </p>
        </Section>
        {phone && (
          <Section title="Phone">
            <a
              href={`tel:${phone.replace(/[^\d+]/g, "")}`}
              className="flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
            >
              <Phone className="size-4" aria-hidden /> {phone}
            </a>
          </Section>
        )}
      </div>

      {locations.shown.length > 0 && (
        <Section title="Preferred locations">
          <div className="flex flex-wrap items-center gap-1.5">
            <MapPin className="size-4 text-stone-400" aria-hidden />
            <Chips items={locations.shown} tone="brand" />
            {locations.moreLabel && (
              <span title={profile.preferred_locations.slice(locations.shown.length).join(", ")}>
                <Badge>
                  <span aria-hidden>{locations.moreLabel}</span>
                  <span className="sr-only">{`${locations.more} more`}</span>
                </Badge>
              </span>
            )}
          </div>
        </Section>
      )}
      {profile.interests.length > 0 && (
        <Section title="Interests">
          <Chips items={profile.interests} />
        </Section>
      )}
      {profile.hobbies.length > 0 && (
        <Section title="Hobbies">
          <Chips items={profile.hobbies} />
        </Section>
      )}
      {social.length > 0 && (
        <Section title="Social">
          <ul className="flex gap-2">
            {social.map(({ url, label, Icon }) => (
              <li key={label}>
                <a
                  href={url ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  aria-label={`${name} on ${label}`}
                  className="flex size-9 items-center justify-center rounded-full bg-stone-100 text-stone-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {context === "landlord" && profile.group && (
        <Section title="Group">
          <p className="flex items-center gap-1.5 text-sm text-stone-700">
            <Users className="size-4 text-stone-400" aria-hidden /> {profile.group.name} ·{" "}
            {profile.group.member_count} {profile.group.member_count === 1 ? "member" : "members"}
          </p>
        </Section>
      )}

      {actions && profile.connect_state && !blockedByMe && (
        <div className="border-t border-stone-100 pt-4">
          {connecting ? (
            <ConnectForm
              receiverId={profile.user_id}
              name={name}
              onDone={() => setConnecting(false)}
              onCancel={() => setConnecting(false)}
            />
          ) : (
            <div className="flex flex-wrap items-center justify-end gap-2">
              <InviteToGroupButton userId={profile.user_id} name={name} />
              <ConnectControls
                userId={profile.user_id}
                name={name}
                state={profile.connect_state}
                request={profile.connect_request}
                onConnect={() => setConnecting(true)}
                className="justify-end"
              />
            </div>
          )}
        </div>
      )}
      {safety && <UserSafetyActions userId={profile.user_id} name={name} />}
    </div>
  );
}
