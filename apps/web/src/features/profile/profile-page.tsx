// /profile (spec §2 Profile editor): the header card, the form in its sections, account settings
// and the GDPR section. The form's state and save are use-profile-form.ts; each section is its
// own component, so this file only lays them out.

import type { Profile } from "@roost/shared/contracts/profile.ts";
import { mayBeVerified } from "@roost/shared/domain/landlord-trust.ts";
import { UI_TEXTS } from "@roost/shared/domain/ui-texts.ts";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { VerificationCard } from "../verification/index.ts";
import { AccountDataSection } from "./account-data-section.tsx";
import { AccountSettings } from "./account-settings.tsx";
import { PersonalSection } from "./personal-section.tsx";
import { BudgetSection, InterestsSection, SocialSection } from "./preference-sections.tsx";
import { ProfileHeader } from "./profile-header.tsx";
import { ProfileSkeleton } from "./profile-skeleton.tsx";
import { useProfileForm } from "./use-profile-form.ts";

/** Rendered inside the account layout, so only the main column. */
export function ProfilePage() {
  usePageMeta("Profile");
  const { profile, user } = useAuth();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Profile</h1>
        <p className="mt-1 text-sm text-stone-600">
          Keep your details up to date so landlords and housemates know who you are.
        </p>
      </div>
      {profile ? (
        // Keyed by user so a different account never inherits the previous form.
        <ProfileEditor key={profile.user_id} profile={profile} signInEmail={user?.email ?? ""} />
      ) : (
        <ProfileSkeleton />
      )}
    </div>
  );
}

function ProfileEditor({ profile, signInEmail }: { profile: Profile; signInEmail: string }) {
  const { fields, formRef, submit, saving, dirty, applyProfile } = useProfileForm(profile);

  return (
    <div className="space-y-6">
      <ProfileHeader profile={profile} email={signInEmail} onAvatarUploaded={applyProfile} />

      <form ref={formRef} onSubmit={submit} noValidate className="space-y-6" aria-label="Edit profile">
        <PersonalSection fields={fields} signInEmail={signInEmail} />
        <BudgetSection fields={fields} />
        <SocialSection fields={fields} />
        <InterestsSection fields={fields} />

        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          {dirty && !saving && (
            <p className="text-center text-sm text-stone-500 sm:text-right" role="status">
              You have unsaved changes
            </p>
          )}
          <Button type="submit" size="lg" loading={saving} className="w-full sm:w-auto">
            {UI_TEXTS.saveAllChanges}
          </Button>
        </div>
      </form>

      {mayBeVerified(profile.user_type) && <VerificationCard />}
      <AccountSettings />
      <AccountDataSection />
    </div>
  );
}
