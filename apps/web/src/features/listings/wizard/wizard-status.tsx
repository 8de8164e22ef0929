// What the wizard says about the draft itself: whether it is saved (to the server, on this
// device only, or not at all), and the notice offering to discard typing brought back from this
// device.

import { Check, CloudOff, History, LoaderCircle, X } from "lucide-react";
import type { ReactNode } from "react";
import type { SaveState } from "./wizard-draft.ts";

export function SaveStatus({
  state,
  dirty,
  live,
  exists,
}: {
  state: SaveState;
  dirty: boolean;
  live: boolean;
  exists: boolean;
}) {
  let content: { icon: ReactNode; text: string; tone: string } | null = null;
  if (state === "saving") {
    content = {
      icon: <LoaderCircle className="size-4 animate-spin" />,
      text: "Saving…",
      tone: "text-stone-600",
    };
  } else if (state === "error") {
    content = { icon: <CloudOff className="size-4" />, text: "Not saved", tone: "text-red-700" };
  } else if (dirty) {
    content = live
      ? { icon: <History className="size-4" />, text: "Unsaved changes", tone: "text-amber-700" }
      : { icon: <Check className="size-4" />, text: "Saved on this device", tone: "text-stone-600" };
  } else if (exists) {
    content = {
      icon: <Check className="size-4" />,
      text: live ? "No unsaved changes" : "Saved",
      tone: "text-brand-800",
    };
  }
  return (
    <p role="status" aria-live="polite" className="flex items-center sm:h-8">
      {content && (
        <span
          className={`inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-medium shadow-sm ring-1 ring-stone-200 ${content.tone}`}
        >
          <span aria-hidden>{content.icon}</span>
          {content.text}
        </span>
      )}
    </p>
  );
}

/** Typing restored from this device (local-draft.ts) that the server does not have yet. */
export function RestoredNotice({ onDiscard, onDismiss }: { onDiscard(): void; onDismiss(): void }) {
  return (
    <div
      role="status"
      className="mb-6 flex items-start gap-3 rounded-xl border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900"
    >
      <History className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p className="flex-1">
        We've brought back changes you hadn't saved yet.{" "}
        <button type="button" onClick={onDiscard} className="font-medium underline underline-offset-2">
          Discard them
        </button>
      </p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss"
        className="rounded p-0.5 hover:bg-blue-100"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
