import { signInPath } from "@roost/shared/contracts/sign-in-path.ts";
import { errorText } from "@roost/shared/domain/errors.ts";
import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportTarget,
  SAFETY_TEXTS,
} from "@roost/shared/domain/safety.ts";
import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Field, Textarea } from "../../components/ui/input.tsx";
import { isApiError } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { type ReportRequest, useReport } from "./safety.queries.ts";

/**
 * The report form: a reason from the fixed list, optional details with a counter, then a toast.
 * Its fields are uncontrolled and named, so with `action` it is also the browser's own form, sent
 * before the app has loaded (the server answers it, decision 050); the app reads what it shows.
 * `cancelHref` makes Cancel a link, for a dialog the browser shows by its #fragment.
 */
export function ReportForm({
  target,
  targetId,
  action,
  cancelHref,
  onDone,
}: {
  target: ReportTarget;
  targetId: string;
  action?: string;
  cancelHref?: string;
  onDone(event?: MouseEvent): void;
}) {
  const report = useReport();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const [detailsLength, setDetailsLength] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const legendId = useId();

  // The browser checks a reason is chosen until the app is there; the app then says so itself. And
  // details typed before the app arrived are counted.
  useEffect(() => {
    if (!form.current) return;
    form.current.noValidate = true;
    setDetailsLength(new FormData(form.current).get("details")?.toString().length ?? 0);
  }, []);

  const finish = () => {
    form.current?.reset();
    setDetailsLength(0);
    onDone();
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fields = new FormData(e.currentTarget);
    const reason = fields.get("reason")?.toString();
    if (!reason) {
      setError("Choose a reason");
      return;
    }
    setError(null);
    report.mutate(
      // The form lists only the reasons of its target.
      {
        target,
        targetId,
        body: { reason, details: fields.get("details")?.toString() ?? "" },
      } as ReportRequest,
      {
        onSuccess: () => {
          notify("success", SAFETY_TEXTS.reportSent);
          finish();
        },
        onError: (err) => {
          if (isApiError(err) && err.status === 401) {
            navigate(signInPath(location.pathname));
          } else if (isApiError(err) && err.status === 409) {
            // Already reported: nothing more to do here, and the toast says so.
            notify("error", errorText(err.code));
            finish();
          } else if (isApiError(err, "validation_failed")) {
            setError(err.message);
          } else if (isApiError(err) && err.status > 0 && err.status < 500) {
            setError(errorText(err.code).title);
          } else {
            setError("We couldn't send your report. Please try again.");
          }
        },
      },
    );
  };

  return (
    <form ref={form} method="post" action={action} onSubmit={submit} className="space-y-4">
      <fieldset aria-labelledby={legendId} aria-describedby={error ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="mb-2 text-sm font-medium text-stone-800">
          Reason
        </legend>
        <div className="space-y-1.5">
          {REPORT_REASONS[target].map((r) => (
            <label
              key={r}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-stone-200 px-3 py-2.5 text-sm text-stone-800 transition-colors hover:bg-stone-50 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="reason"
                value={r}
                required
                onChange={() => setError(null)}
                className="size-4 accent-brand-700"
              />
              {REPORT_REASON_LABELS[r]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="Details (optional)" hint={`${detailsLength}/${REPORT_DETAILS_MAX}`}>
        {(props) => (
          <Textarea
            {...props}
            name="details"
            maxLength={REPORT_DETAILS_MAX}
            onChange={(e) => setDetailsLength(e.target.value.length)}
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
        {cancelHref ? (
          <Button asChild variant="secondary">
            <a href={cancelHref} onClick={onDone}>
              Cancel
            </a>
          </Button>
        ) : (
          <Button type="button" variant="secondary" onClick={onDone} disabled={report.isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="danger" loading={report.isPending}>
          {report.isPending ? "Sending…" : "Send report"}
        </Button>
      </div>
    </form>
  );
}
