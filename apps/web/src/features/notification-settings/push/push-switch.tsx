// One on/off switch of the push settings: a real checkbox (keyboard, forms, screen readers
// announce it as a switch), drawn as a track and knob.

import { useId } from "react";

export function PushSwitch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange(on: boolean): void;
}) {
  const hintId = useId();
  return (
    <label className="flex cursor-pointer items-start justify-between gap-4 py-4 last:pb-0">
      <span>
        <span className="block font-medium text-stone-900">{label}</span>
        <span id={hintId} className="mt-0.5 block text-sm text-stone-500">
          {hint}
        </span>
      </span>
      <input
        type="checkbox"
        role="switch"
        className="peer sr-only"
        checked={checked}
        aria-checked={checked}
        aria-describedby={hintId}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span
        aria-hidden
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 rounded-full bg-stone-300 transition-colors after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:bg-brand-600 peer-checked:after:translate-x-5 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2"
      />
    </label>
  );
}
