// The "Push notifications" section of /notification-settings (decision 064): off until the person
// turns it on from the explanation (the browser's prompt comes only after that tap), then a
// switch per category and "Show message text in notifications". Says plainly when this browser
// cannot have push: not supported, blocked by the person, or an iPhone not yet added to the
// home screen.

import type { PushSettings } from "@roost/shared/contracts/push.ts";
import { EMAIL_CATEGORY_LABELS } from "@roost/shared/domain/notification-settings.ts";
import { messagePushTitle, PUSH_CATEGORIES, PUSH_TEXTS } from "@roost/shared/domain/push.ts";
import { useMutation } from "@tanstack/react-query";
import { BellOff, BellRing } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { ErrorState } from "../../../components/ui/feedback.tsx";
import { subscribeThisDevice, unsubscribeThisDevice } from "../../../lib/push-client.ts";
import { notify } from "../../../lib/toast.ts";
import { CATEGORY_HINTS } from "../category-hints.ts";
import { usePushSettings, useSavePushSettings } from "./push.queries.ts";
import { pushSetupFailure } from "./push-setup-failure.ts";
import { AddToHomeScreen, Blocked, PushSkeleton, Unsupported } from "./push-states.tsx";
import { PushSwitch } from "./push-switch.tsx";
import { usePushDevice } from "./use-push-device.ts";

const LOCK_SCREEN_EXAMPLE = messagePushTitle({
  count: 1,
  senders: ["Sam"],
  address: "12 Wilmslow Road",
  groupName: null,
});

export function PushSettingsSection() {
  return (
    <section aria-labelledby="push-heading" className="space-y-3">
      <div>
        <h2 id="push-heading" className="text-lg font-semibold text-stone-900">
          Push notifications
        </h2>
        <p className="mt-0.5 text-sm text-stone-600">
          Notifications on this phone or computer, the moment something happens.
        </p>
      </div>
      <PushSettingsBody />
    </section>
  );
}

function PushSettingsBody() {
  const device = usePushDevice();
  const settings = usePushSettings(device.state === "on" || device.state === "off");
  const save = useSavePushSettings();
  const [failure, setFailure] = useState<string | null>(null);

  const turnOn = useMutation({
    mutationFn: subscribeThisDevice,
    onSuccess: async () => {
      setFailure(null);
      await device.refresh();
      if (settings.data) save.mutate(withSomethingOn(settings.data), { onError: notSaved });
    },
    onError: async (error) => {
      setFailure(pushSetupFailure(error));
      await device.refresh();
    },
  });
  const turnOff = useMutation({
    mutationFn: unsubscribeThisDevice,
    onSuccess: () => setFailure(null),
    onError: (error) => setFailure(pushSetupFailure(error)),
    onSettled: () => device.refresh(),
  });

  if (device.state === "checking") return <PushSkeleton />;
  if (device.state === "unsupported") return <Unsupported />;
  if (device.state === "needs-home-screen") return <AddToHomeScreen />;
  if (device.state === "denied") return <Blocked />;
  if (settings.isPending) return <PushSkeleton />;
  if (settings.isError)
    return (
      <ErrorState
        title="Your push settings could not be loaded"
        message={settings.error.message}
        onRetry={() => settings.refetch()}
      />
    );

  const failureNote = failure && (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800">
      {failure}
    </p>
  );
  if (device.state === "off")
    return (
      <Card className="space-y-4 p-5 sm:p-6">
        <div className="flex items-start gap-3">
          <BellRing className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
          <div className="space-y-1 text-sm text-stone-700">
            <p className="font-medium text-stone-900">Hear about replies and new homes first</p>
            <p>
              Good student houses go within a day. With push on, this device tells you the moment a landlord
              replies, a viewing is booked, or a new home matches your saved search. You choose which, and you
              can turn them off here any time.
            </p>
          </div>
        </div>
        {failureNote}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button onClick={() => turnOn.mutate()} loading={turnOn.isPending} className="w-full sm:w-auto">
            Turn on push notifications
          </Button>
          <p className="text-xs text-stone-500">Your browser asks for permission next.</p>
        </div>
      </Card>
    );

  return (
    <PushForm
      // What was saved is the new starting point; a failed save keeps the person's switches.
      key={settings.dataUpdatedAt}
      initial={settings.data}
      saving={save.isPending}
      onSave={(values) =>
        save.mutate(values, {
          onSuccess: () => notify("success", "Your push settings are saved."),
          onError: notSaved,
        })
      }
      footer={
        <>
          {failureNote}
          <Button
            type="button"
            variant="ghost"
            onClick={() => turnOff.mutate()}
            loading={turnOff.isPending}
            className="w-full sm:w-auto"
          >
            <BellOff className="size-4" aria-hidden />
            Turn off on this device
          </Button>
        </>
      }
    />
  );
}

const notSaved = (error: Error) =>
  notify("error", { title: "Your push settings were not saved", description: error.message });

/** Turning push on with nothing chosen yet switches every category on; earlier choices stay. */
function withSomethingOn(settings: PushSettings): PushSettings {
  if (PUSH_CATEGORIES.some((category) => settings[category])) return settings;
  return { ...settings, ...Object.fromEntries(PUSH_CATEGORIES.map((category) => [category, true])) };
}

function PushForm({
  initial,
  saving,
  onSave,
  footer,
}: {
  initial: PushSettings;
  saving: boolean;
  onSave(values: PushSettings): void;
  footer: ReactNode;
}) {
  const [values, setValues] = useState(initial);
  const dirty = (Object.keys(initial) as (keyof PushSettings)[]).some((key) => values[key] !== initial[key]);
  const toggle = (key: keyof PushSettings) => (on: boolean) => setValues((v) => ({ ...v, [key]: on }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(values);
  }

  return (
    <form onSubmit={submit} aria-label="Push settings" className="space-y-4">
      <Card className="divide-y divide-stone-100 p-5 sm:p-6">
        <p className="pb-4 text-sm font-medium text-emerald-800">Push is on for this device.</p>
        {PUSH_CATEGORIES.map((category) => (
          <PushSwitch
            key={category}
            label={EMAIL_CATEGORY_LABELS[category]}
            hint={CATEGORY_HINTS[category]}
            checked={values[category]}
            onChange={toggle(category)}
          />
        ))}
        <PushSwitch
          label={PUSH_TEXTS.showMessageText}
          hint={`When this is off, your lock screen shows only who wrote and where, like “${LOCK_SCREEN_EXAMPLE}”.`}
          checked={values.show_message_text}
          onChange={toggle("show_message_text")}
        />
      </Card>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-3">{footer}</div>
        <Button type="submit" size="lg" loading={saving} disabled={!dirty} className="w-full sm:w-auto">
          Save push settings
        </Button>
      </div>
    </form>
  );
}
