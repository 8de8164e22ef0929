// "Account settings" on /profile: the change-password and notification-settings buttons that
// spec §2 lists without an action, so they are shown disabled and marked "Coming soon".

import { Bell, Lock } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { Section } from "./profile-section.tsx";

export function AccountSettings() {
  const noteId = "account-settings-coming-soon";
  return (
    <Section title="Account settings">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="button" variant="secondary" disabled aria-describedby={noteId}>
          <Lock className="size-4" aria-hidden />
          Change password
        </Button>
        <Button type="button" variant="secondary" disabled aria-describedby={noteId}>
          <Bell className="size-4" aria-hidden />
          Notification settings
        </Button>
        <p id={noteId} className="text-xs text-stone-500">
          Coming soon
        </p>
      </div>
    </Section>
  );
}
