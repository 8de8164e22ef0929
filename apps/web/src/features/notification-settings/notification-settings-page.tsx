// /notification-settings (decision 032): the page the profile's "Notification settings" button
// opens, and every notification email links to. Per category instantly / daily digest / off, and
// the newsletter; saved all at once. Below, this device's push notifications (push/).

import type { NotificationSettings } from "@roost/shared/contracts/notification-settings.ts";
import {
  EMAIL_CATEGORIES,
  EMAIL_CATEGORY_LABELS,
  EMAIL_FREQUENCIES,
  EMAIL_FREQUENCY_LABELS,
  type EmailCategory,
  type EmailFrequency,
} from "@roost/shared/domain/notification-settings.ts";
import { type FormEvent, useState } from "react";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { cn } from "../../components/ui/cn.ts";
import { ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { notify } from "../../lib/toast.ts";
import { CATEGORY_HINTS } from "./category-hints.ts";
import { ContactEmailCard } from "./contact-email-card.tsx";
import { useNotificationSettings, useSaveNotificationSettings } from "./notification-settings.queries.ts";
import { PushSettingsSection } from "./push/push-settings-section.tsx";

/** Rendered inside the account layout, so only the main column. */
export function NotificationSettingsPage() {
  usePageMeta("Notification settings");
  const settings = useNotificationSettings();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Notification settings</h1>
        <p className="mt-1 text-sm text-stone-600">
          Choose which emails Roost sends you while you are away. Account and safety emails are always sent.
        </p>
      </div>
      {settings.isPending ? (
        <SettingsSkeleton />
      ) : settings.isError ? (
        <ErrorState
          title="Your settings could not be loaded"
          message={settings.error.message}
          onRetry={() => settings.refetch()}
        />
      ) : (
        <SettingsForm initial={settings.data} />
      )}
      <ContactEmailCard />
      <PushSettingsSection />
    </div>
  );
}

function SettingsSkeleton() {
  return (
    <Card className="space-y-6 p-5 sm:p-6" aria-busy="true" aria-label="Loading your settings">
      {EMAIL_CATEGORIES.map((category) => (
        <div key={category} className="space-y-2">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-10 w-full max-w-md" />
        </div>
      ))}
    </Card>
  );
}

function SettingsForm({ initial }: { initial: NotificationSettings }) {
  const [values, setValues] = useState(initial);
  const save = useSaveNotificationSettings();
  const dirty =
    EMAIL_CATEGORIES.some((c) => values[c] !== initial[c]) || values.newsletter !== initial.newsletter;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: () => notify("success", "Your email settings are saved."),
      onError: (error) =>
        notify("error", { title: "Your settings were not saved", description: error.message }),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-6" aria-label="Email settings">
      <Card className="divide-y divide-stone-100 p-5 sm:p-6">
        {EMAIL_CATEGORIES.map((category) => (
          <FrequencyChoice
            key={category}
            category={category}
            value={values[category]}
            onChange={(frequency) => setValues((v) => ({ ...v, [category]: frequency }))}
          />
        ))}
        <label className="flex items-start gap-3 pt-5">
          <input
            type="checkbox"
            className="mt-1 size-4 accent-brand-600"
            checked={values.newsletter}
            onChange={(e) => setValues((v) => ({ ...v, newsletter: e.target.checked }))}
          />
          <span>
            <span className="block font-medium text-stone-900">Newsletter</span>
            <span className="block text-sm text-stone-500">News and tips from Roost, now and then.</span>
          </span>
        </label>
      </Card>
      <div className="flex justify-end">
        <Button
          type="submit"
          size="lg"
          loading={save.isPending}
          disabled={!dirty}
          className="w-full sm:w-auto"
        >
          Save settings
        </Button>
      </div>
    </form>
  );
}

function FrequencyChoice({
  category,
  value,
  onChange,
}: {
  category: EmailCategory;
  value: EmailFrequency;
  onChange: (frequency: EmailFrequency) => void;
}) {
  const hintId = `email-hint-${category}`;
  return (
    // The padding is on a wrapper: a legend sits above its fieldset's padding, not inside it.
    <div className="py-5 first:pt-0">
      <fieldset aria-describedby={hintId}>
        <legend className="font-medium text-stone-900">{EMAIL_CATEGORY_LABELS[category]}</legend>
        <p id={hintId} className="mt-0.5 text-sm text-stone-500">
          {CATEGORY_HINTS[category]}
        </p>
        <div className="mt-3 grid grid-cols-3 gap-1 rounded-lg bg-stone-100 p-1 sm:max-w-md">
          {EMAIL_FREQUENCIES.map((frequency) => (
            <label
              key={frequency}
              className={cn(
                "cursor-pointer rounded-md px-2 py-2 text-center text-sm font-medium text-stone-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                value === frequency && "bg-white text-stone-900 shadow-sm",
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={category}
                value={frequency}
                checked={value === frequency}
                onChange={() => onChange(frequency)}
              />
              {EMAIL_FREQUENCY_LABELS[frequency]}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
