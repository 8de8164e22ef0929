// What the push section shows when there is nothing to switch: loading, and the three reasons
// this browser cannot have push (not supported, an iPhone not yet added to the home screen, or
// notifications blocked), each with what the person can do about it.

import { PUSH_TEXTS } from "@roost/shared/domain/push.ts";
import { Share } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../../components/ui/card.tsx";
import { Skeleton } from "../../../components/ui/feedback.tsx";

export function PushSkeleton() {
  return (
    <Card className="space-y-4 p-5 sm:p-6" aria-busy="true" aria-label="Loading your push settings">
      <Skeleton className="h-5 w-56" />
      <Skeleton className="h-4 w-full max-w-md" />
      <Skeleton className="h-10 w-48" />
    </Card>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-2 p-5 sm:p-6">
      <p className="font-medium text-stone-900">{title}</p>
      <div className="space-y-2 text-sm text-stone-600">{children}</div>
    </Card>
  );
}

export function Unsupported() {
  return (
    <Notice title="This browser cannot receive push notifications">
      <p>
        Use a recent Chrome, Edge, Firefox or Safari to get them on this device. Your emails keep coming as
        set above.
      </p>
    </Notice>
  );
}

export function AddToHomeScreen() {
  return (
    <Notice title={PUSH_TEXTS.addToHomeScreen}>
      <p>On iPhone and iPad, notifications come only from apps on your home screen. In Safari:</p>
      <ol className="list-decimal space-y-1 pl-5">
        <li>
          Tap the Share button{" "}
          <Share className="inline size-4 align-text-bottom" aria-label="(the square with an arrow)" /> in the
          toolbar.
        </li>
        <li>Choose “Add to Home Screen”, then “Add”.</li>
        <li>Open Roost from your home screen and turn push notifications on here.</li>
      </ol>
    </Notice>
  );
}

export function Blocked() {
  return (
    <Notice title="Notifications are blocked for Roost in this browser">
      <p>To allow them, change this site's settings in your browser, then reload this page:</p>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          On a computer: click the icon at the left of the address bar, open “Site settings” and set
          Notifications to “Allow”.
        </li>
        <li>On Android: tap ⋮ → Settings → Site settings → Notifications, and allow Roost.</li>
        <li>On iPhone or iPad: open Settings → Notifications → Roost and allow notifications.</li>
      </ul>
    </Notice>
  );
}
