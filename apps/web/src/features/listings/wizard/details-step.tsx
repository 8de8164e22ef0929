import { DESCRIPTION_MAX_LENGTH } from "@roost/shared/contracts/properties.ts";
import { PUBLISH_DESCRIPTION_MIN } from "@roost/shared/domain/listing.ts";
import { Lightbulb } from "lucide-react";
import { useId } from "react";
import { cn } from "../../../components/ui/cn.ts";
import { Field, Input, Textarea } from "../../../components/ui/input.tsx";
import type { StepProps } from "./step-props.ts";

const GUIDANCE = [
  "The layout: floors, kitchen, living space and garden",
  "Who it suits: students, sharers, a couple or a family",
  "How far it is to the universities, shops and the nearest bus or tram",
  "What is included: bills, broadband, cleaning, furniture",
  "Anything special: recent refurbishment, a big garden, a quiet street",
];

export function DetailsStep({ form, errors, setField }: StepProps) {
  const counterId = useId();
  const length = form.description.trim().length;
  const short = length < PUBLISH_DESCRIPTION_MIN;
  return (
    <div className="space-y-6">
      <div className="rounded-xl border border-brand-100 bg-brand-50/60 p-4 text-sm text-stone-700">
        <p className="flex items-center gap-2 font-medium text-brand-900">
          <Lightbulb className="size-4" aria-hidden />
          What to write about
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {GUIDANCE.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      </div>
      <Field label="Description" error={errors.description}>
        {(p) => (
          <div>
            <Textarea
              {...p}
              aria-describedby={[p["aria-describedby"], counterId].filter(Boolean).join(" ")}
              name="description"
              rows={10}
              maxLength={DESCRIPTION_MAX_LENGTH}
              value={form.description}
              onChange={(e) => setField("description", e.target.value)}
              className="leading-6"
              style={{ minHeight: "14rem" }}
            />
            <p id={counterId} className="mt-1 flex flex-wrap justify-between gap-x-4 text-xs">
              <span className="text-stone-500">
                At least {PUBLISH_DESCRIPTION_MIN} characters to publish. New lines are kept.
              </span>
              <span className={cn("tabular-nums", short ? "text-stone-500" : "text-brand-800")}>
                {form.description.length.toLocaleString("en-GB")} /{" "}
                {DESCRIPTION_MAX_LENGTH.toLocaleString("en-GB")} characters
              </span>
            </p>
          </div>
        )}
      </Field>
      <Field
        label="Available from"
        error={errors.available_from}
        hint="The first day a tenancy can start"
        className="max-w-xs"
      >
        {(p) => (
          <Input
            {...p}
            type="date"
            name="available_from"
            value={form.available_from}
            onChange={(e) => setField("available_from", e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
