import type { FormEvent, ReactNode } from "react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Field, Input } from "../../components/ui/input.tsx";
import { notify } from "../../lib/toast.ts";
import { refusalErrors, useMoneyChange } from "./money.queries.ts";

// What every deposit form shares (decision 062): the call, the server's refusal beside the field it
// names (or under the form), and the buttons.

type Errors = Record<string, string | undefined>;
type Change = Parameters<ReturnType<typeof useMoneyChange>["mutate"]>[0];

export function useMoneyForm(tenancyId: string, success: string, onDone: () => void) {
  const change = useMoneyChange(tenancyId);
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent, request: Change) => {
    event.preventDefault();
    setErrors({});
    change.mutate(request, {
      onSuccess: () => {
        notify("success", success);
        onDone();
      },
      onError: (error) => setErrors(refusalErrors(error)),
    });
  };
  return { errors, submit, pending: change.isPending };
}

export function FormFrame(props: {
  label: string;
  /** The fields this form shows an error beside; a refusal of any other shows under the form. */
  fields: readonly string[];
  submit: (event: FormEvent) => void;
  errors: Errors;
  pending: boolean;
  action: string;
  onDone: () => void;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={props.submit}
      noValidate
      className="grid gap-3 pt-2 sm:grid-cols-2"
      aria-label={props.label}
    >
      {props.children}
      {Object.entries(props.errors)
        .filter(([field, message]) => message && !props.fields.includes(field))
        .map(([field, message]) => (
          <p key={field} role="alert" className="text-sm font-medium text-red-600 sm:col-span-2">
            {message}
          </p>
        ))}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm" loading={props.pending}>
          {props.action}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={props.onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function DateField(props: {
  label: string;
  value: string;
  set: (v: string) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <Field label={props.label} error={props.error} hint={props.hint}>
      {(field) => (
        <Input {...field} type="date" value={props.value} onChange={(e) => props.set(e.target.value)} />
      )}
    </Field>
  );
}
