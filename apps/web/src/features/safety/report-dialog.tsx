import { signInPath } from "@roost/shared/contracts/sign-in-path.ts";
import { errorText } from "@roost/shared/domain/errors.ts";
import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
  SAFETY_TEXTS,
} from "@roost/shared/domain/safety.ts";
import { type FormEvent, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Field, Textarea } from "../../components/ui/input.tsx";
import { isApiError } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { REPORT_TITLES } from "./report-titles.ts";
import { useReport } from "./safety.queries.ts";

/** The report form: a reason from the fixed list, optional details with a counter, then a toast. */
export function ReportDialog({
  target,
  targetId,
  open,
  onOpenChange,
}: {
  target: ReportTarget;
  targetId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={REPORT_TITLES[target]}
      description="Tell us what's wrong. Reports are private: nobody is told who sent one."
    >
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {open && <ReportForm target={target} targetId={targetId} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function ReportForm({
  target,
  targetId,
  onDone,
}: {
  target: ReportTarget;
  targetId: string;
  onDone(): void;
}) {
  const report = useReport();
  const navigate = useNavigate();
  const location = useLocation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | null>(null);
  const legendId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason) {
      setError("Choose a reason");
      return;
    }
    setError(null);
    report.mutate(
      { target, targetId, body: { reason, details } },
      {
        onSuccess: () => {
          notify("success", SAFETY_TEXTS.reportSent);
          onDone();
        },
        onError: (err) => {
          if (isApiError(err) && err.status === 401) {
            navigate(signInPath(location.pathname));
          } else if (isApiError(err) && err.status === 409) {
            // Already reported: nothing more to do here, and the toast says so.
            notify("error", errorText(err.code));
            onDone();
          } else if (
            isApiError(err) &&
            err.status > 0 &&
            err.status < 500 &&
            err.code !== "validation_failed"
          ) {
            setError(errorText(err.code).title);
          } else if (isApiError(err, "validation_failed")) {
            setError(err.message);
          } else {
            setError("We couldn't send your report. Please try again.");
          }
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <fieldset aria-labelledby={legendId} aria-describedby={error ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="mb-2 text-sm font-medium text-stone-800">
          Reason
        </legend>
        <div className="space-y-1.5">
          {REPORT_REASONS[target].map((r) => (
            <label
              key={r}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm text-stone-800 transition-colors",
                reason === r ? "border-brand-600 bg-brand-50" : "border-stone-200 hover:bg-stone-50",
              )}
            >
              <input
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setError(null);
                }}
                className="size-4 accent-brand-700"
              />
              {REPORT_REASON_LABELS[r]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="Details (optional)" hint={`${details.length}/${REPORT_DETAILS_MAX}`}>
        {(props) => (
          <Textarea
            {...props}
            value={details}
            maxLength={REPORT_DETAILS_MAX}
            onChange={(e) => setDetails(e.target.value)}
            placeholder="What happened? Include anything that helps us check it."
          />
        )}
      </Field>
      {error && (
        <p id={`${legendId}-error`} role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone} disabled={report.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" loading={report.isPending}>
          {report.isPending ? "Sending…" : "Send report"}
        </Button>
      </div>
    </form>
  );
}
