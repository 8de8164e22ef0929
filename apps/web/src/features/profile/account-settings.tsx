// "Account settings" on /profile: notification settings, which opens the email settings page
// (decision 032), and change password, which spec §2 lists without an action (shown disabled,
// "Coming soon"; sign-in is by Google). The working button comes first so "Coming soon" sits next
// to the one it describes.

import { NOTIFICATION_SETTINGS_PATH } from "@roost/shared/domain/notification-settings-path.ts";
import { Bell, Lock } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Section } from "./profile-section.tsx";

export function AccountSettings() {
  const noteId = "account-settings-coming-soon";
  return (
    <Section title="Account settings">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button asChild variant="secondary">
          <Link to={NOTIFICATION_SETTINGS_PATH}>
            <Bell className="size-4" aria-hidden />
            Notification settings
          </Link>
        </Button>
        <Button type="button" variant="secondary" disabled aria-describedby={noteId}>
          <Lock className="size-4" aria-hidden />
          Change password
        </Button>
        <p id={noteId} className="text-xs text-stone-500">
          Coming soon
        </p>
      </div>
    </Section>
  );
}
