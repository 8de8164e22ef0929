// The wizard's controls around the current step: Back, Continue (the form's submit) or, on the
// review step, Publish listing / Save changes; and the tip column beside the form.

import { ArrowLeft, ArrowRight, Lightbulb } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import type { Busy } from "./wizard-draft.ts";
import { REVIEW_STEP } from "./wizard-steps.ts";

export function WizardActions({
  step,
  busy,
  live,
  canSubmit,
  onBack,
  onSubmit,
}: {
  step: number;
  busy: Busy;
  live: boolean;
  /** Nothing missing for publishing, no upload running, nothing else in progress. */
  canSubmit: boolean;
  onBack(): void;
  onSubmit(): void;
}) {
  return (
    <div className="mt-8 flex items-center gap-3 border-t border-stone-200 pt-5">
      {step > 0 && (
        <Button
          type="button"
          variant="secondary"
          size="lg"
          onClick={onBack}
          loading={busy === "back"}
          disabled={busy !== null}
        >
          {busy !== "back" && <ArrowLeft className="size-4" aria-hidden />}
          Back
        </Button>
      )}
      <div className="ml-auto flex flex-1 justify-end">
        {step < REVIEW_STEP ? (
          <Button
            type="submit"
            size="lg"
            loading={busy === "next"}
            disabled={busy !== null}
            className="w-full sm:w-auto"
          >
            Continue
            {busy !== "next" && <ArrowRight className="size-4" aria-hidden />}
          </Button>
        ) : (
          <Button
            type="button"
            size="lg"
            onClick={onSubmit}
            loading={busy === "submit"}
            disabled={!canSubmit}
            className="w-full sm:w-auto"
          >
            {live ? "Save changes" : "Publish listing"}
          </Button>
        )}
      </div>
    </div>
  );
}

export function WizardAside({ tip, live }: { tip: string; live: boolean }) {
  return (
    <aside className="space-y-4">
      <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
        <p className="flex items-center gap-2 text-sm font-semibold text-stone-900">
          <Lightbulb className="size-4 text-accent-500" aria-hidden />
          Tip
        </p>
        <p className="mt-2 text-sm leading-6 text-stone-600">{tip}</p>
      </div>
      {live && (
        <p className="rounded-xl border border-stone-200 bg-white p-5 text-sm leading-6 text-stone-600 shadow-sm">
          Your listing stays as it is until you press <strong className="text-stone-900">Save changes</strong>
          . Photo changes apply straight away.
        </p>
      )}
    </aside>
  );
}
