// Small form controls the listing wizard needs beyond components/ui: radio choice cards, a
// number stepper, a pounds input and a labelled switch. Native inputs underneath, so keyboard
// and screen-reader behaviour come for free.

import { Minus, Plus } from "lucide-react";
import { Switch } from "radix-ui";
import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { cn } from "../../../components/ui/cn.ts";
import { Input } from "../../../components/ui/input.tsx";

export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-xs font-medium text-red-600">
      {children}
    </p>
  );
}

export interface Choice<V extends string> {
  value: V;
  label: string;
  description?: string;
  icon?: ReactNode;
}

/** A radio group drawn as cards. */
export function ChoiceCards<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
  hint,
  columns = "grid-cols-2 sm:grid-cols-3",
  size = "md",
}: {
  legend: string;
  name: string;
  value: V | "";
  options: readonly Choice<V>[];
  onChange(value: V): void;
  error?: string;
  hint?: string;
  columns?: string;
  size?: "sm" | "md" | "lg";
}) {
  const id = useId();
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim() || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm font-medium text-stone-800">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 mb-2 text-xs text-stone-500">
          {hint}
        </p>
      )}
      <div className={cn("grid gap-2", columns)}>
        {options.map((o) => (
          <label key={o.value} className="relative block cursor-pointer">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                "flex h-full gap-3 rounded-xl border bg-white text-left shadow-sm transition-colors",
                "border-stone-300 hover:border-stone-400 hover:bg-stone-50",
                "peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:ring-1 peer-checked:ring-brand-600",
                "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
                error && "border-red-400",
                size === "sm" && "items-center px-3 py-2.5",
                size === "md" && "items-center px-3 py-3",
                size === "lg" && "items-start p-4",
              )}
            >
              {o.icon && (
                <span className="shrink-0 text-brand-700" aria-hidden>
                  {o.icon}
                </span>
              )}
              <span className="min-w-0">
                <span className="block text-sm font-medium text-stone-900">{o.label}</span>
                {o.description && (
                  <span className="mt-0.5 block text-xs text-stone-600">{o.description}</span>
                )}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}

type ControlProps = { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string };

/** − [ 3 ] + : a whole-number input with buttons, for bedrooms and bathrooms. */
export function NumberStepper({
  value,
  onChange,
  min = 0,
  max = 30,
  noun,
  control,
}: {
  value: string;
  onChange(value: string): void;
  min?: number;
  max?: number;
  /** "bedrooms": used in the buttons' names ("Fewer bedrooms"). */
  noun: string;
  control: ControlProps;
}) {
  const n = /^\d+$/.test(value.trim()) ? Number(value) : null;
  const set = (next: number) => onChange(String(Math.min(Math.max(next, min), max)));
  const btn =
    "flex size-10 shrink-0 items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-700 shadow-sm hover:bg-stone-50 disabled:opacity-40 disabled:pointer-events-none";
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={btn}
        aria-label={`Fewer ${noun}`}
        onClick={() => set((n ?? min + 1) - 1)}
        disabled={n !== null && n <= min}
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <div className="w-16">
        <Input
          {...control}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="text-center text-base font-semibold tabular-nums"
        />
      </div>
      <button
        type="button"
        className={btn}
        aria-label={`More ${noun}`}
        onClick={() => set(n === null ? Math.max(min, 1) : n + 1)}
        disabled={n !== null && n >= max}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}

/** £ [ 1,250 ] per month */
export function MoneyInput({
  suffix,
  className,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { suffix?: string }) {
  return (
    <div className={cn("relative", className)}>
      <span
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-stone-500"
        aria-hidden
      >
        £
      </span>
      <Input inputMode="numeric" autoComplete="off" className={cn("pl-7", suffix && "pr-24")} {...rest} />
      {suffix && (
        <span
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-stone-500"
          aria-hidden
        >
          {suffix}
        </span>
      )}
    </div>
  );
}

/** A row with a label, an optional description and a switch. */
export function SwitchRow({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl border border-stone-200 bg-white px-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer text-sm font-medium text-stone-900">
          {label}
        </label>
        {description && (
          <p id={`${id}-desc`} className="text-xs text-stone-600">
            {description}
          </p>
        )}
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={description ? `${id}-desc` : undefined}
        className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-stone-300 transition-colors data-[state=checked]:bg-brand-700"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
    </div>
  );
}

export function Checkbox({
  label,
  checked,
  onChange,
  className,
}: {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  className?: string;
}) {
  return (
    <label className={cn("inline-flex cursor-pointer items-center gap-2 text-sm text-stone-800", className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 rounded border-stone-300 accent-brand-700"
      />
      {label}
    </label>
  );
}
