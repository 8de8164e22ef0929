import { Check, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { failureText } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { Button } from "../ui/button.tsx";
import { Field, Textarea } from "../ui/input.tsx";

interface Decision {
  /** The button that needs a reason ("Reject", "Withdraw") and the one that does not. */
  refuse: string;
  accept: string;
  reasonLabel: string;
  reasonMissing: string;
  reasonMax: number;
  placeholder: string;
  /** What each outcome's toast says once the server has it. */
  refused: string;
  accepted: string;
  pending: boolean;
  /** Runs the decision: with a reason to refuse, without one to accept. */
  decide: (
    reason: string | undefined,
    done: { onSuccess: () => void; onError: (e: unknown) => void },
  ) => void;
}

/**
 * The foot of an operator's card (decision 058): a reason and the refusing button, beside the
 * accepting one. A refusal without a reason is stopped here, with the reason kept as typed.
 */
export function DecisionBar(d: Decision) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const run = (withReason: string | undefined, done: string) =>
    d.decide(withReason, {
      onSuccess: () => notify("success", done),
      onError: (e) => notify("error", failureText(e, "That didn't work. Please try again.")),
    });
  const refuse = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(d.reasonMissing);
      return;
    }
    setError(null);
    run(reason.trim(), d.refused);
  };
  return (
    <div className="flex flex-col gap-3 border-t border-stone-200 pt-4 md:flex-row md:items-end">
      <form onSubmit={refuse} className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end" noValidate>
        <Field label={d.reasonLabel} error={error} className="flex-1">
          {(props) => (
            <Textarea
              {...props}
              rows={2}
              maxLength={d.reasonMax}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder={d.placeholder}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" disabled={d.pending}>
          <X className="size-4" aria-hidden /> {d.refuse}
        </Button>
      </form>
      <Button type="button" loading={d.pending} onClick={() => run(undefined, d.accepted)}>
        <Check className="size-4" aria-hidden /> {d.accept}
      </Button>
    </div>
  );
}
