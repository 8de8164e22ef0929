// The card at the top of /profile: the avatar (with upload), name, badges, sign-in email and
// preferred locations as the profile is stored, not as the form below is being edited.

import type { Profile } from "@roost/shared/contracts/profile.ts";
import { plusMore } from "@roost/shared/domain/badges.ts";
import { BadgeCheck, MapPin } from "lucide-react";
import { Card } from "../../components/ui/card.tsx";
import { Badge } from "../../components/ui/feedback.tsx";
import { AvatarUpload } from "./avatar-upload.tsx";

export function ProfileHeader({
  profile,
  email,
  onAvatarUploaded,
}: {
  profile: Profile;
  email: string;
  onAvatarUploaded(profile: Profile): void;
}) {
  const locations = plusMore(profile.preferred_locations, 3);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <AvatarUpload profile={profile} onUploaded={onAvatarUploaded} />
        <div className="min-w-0 flex-1 text-center sm:border-l sm:border-stone-200 sm:pl-5 sm:text-left">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <h2 className="truncate text-lg font-semibold text-stone-900">
              {profile.display_name || "Your name"}
            </h2>
            {profile.badges.map((b) => (
              <Badge key={b.badge_type} tone="green">
                <BadgeCheck className="size-3.5" aria-hidden />
                <span title={b.description ?? undefined}>{b.badge_name}</span>
              </Badge>
            ))}
          </div>
          <p className="truncate text-sm text-stone-500">{email}</p>
          {locations.shown.length > 0 && (
            <div className="mt-3 flex flex-wrap items-center justify-center gap-1.5 sm:justify-start">
              <span className="inline-flex items-center gap-1 text-xs text-stone-500">
                <MapPin className="size-3.5" aria-hidden />
                <span>Preferred locations:</span>
              </span>
              {locations.shown.map((l) => (
                <Badge key={l}>{l}</Badge>
              ))}
              {locations.moreLabel && (
                <Badge tone="brand">
                  <span aria-hidden>{locations.moreLabel}</span>
                  <span className="sr-only">and {locations.more} more</span>
                </Badge>
              )}
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}
