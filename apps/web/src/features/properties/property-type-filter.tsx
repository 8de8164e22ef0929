// The property type filter, several types at once: a checkbox list, which the phone sheet shows as
// it is and the wide-screen bar opens from a select-like button with a one-line summary.
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES, type PropertyType } from "@roost/shared/domain/property.ts";
import { ChevronDown } from "lucide-react";
import { Popover } from "radix-ui";
import { useId } from "react";
import { Button } from "../../components/ui/button.tsx";
import { type FilterControlsProps, filterLabelClass } from "./filter-fields.tsx";

export function PropertyTypeCheckboxes({
  selected,
  onChange,
}: {
  selected: readonly PropertyType[];
  onChange(types: PropertyType[]): void;
}) {
  const toggle = (type: PropertyType, on: boolean) =>
    onChange(PROPERTY_TYPES.filter((t) => (t === type ? on : selected.includes(t))));
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-1">
      {PROPERTY_TYPES.map((type) => (
        <label
          key={type}
          className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md px-2 text-sm text-stone-800 hover:bg-stone-50"
        >
          <input
            type="checkbox"
            checked={selected.includes(type)}
            onChange={(e) => toggle(type, e.target.checked)}
            className="size-4 shrink-0 accent-brand-700"
          />
          {PROPERTY_TYPE_LABELS[type]}
        </label>
      ))}
    </div>
  );
}

function propertyTypeSummary(types: readonly PropertyType[]): string {
  if (types.length === 0) return "Any type";
  if (types.length === 1) return PROPERTY_TYPE_LABELS[types[0] as PropertyType];
  return `${types.length} types`;
}

/** Desktop: a select-like button opening a checkbox list. */
export function PropertyTypePopover({
  filters,
  onChange,
}: Pick<FilterControlsProps, "filters" | "onChange">) {
  const id = useId();
  return (
    <div>
      <span id={id} className={filterLabelClass}>
        Property type
      </span>
      <Popover.Root>
        <Popover.Trigger
          aria-labelledby={id}
          aria-describedby={`${id}-value`}
          className="flex h-11 w-full items-center justify-between gap-2 rounded-lg border border-stone-300 bg-white px-3 text-left text-sm text-stone-900 shadow-sm hover:bg-stone-50 data-[state=open]:border-brand-600 data-[state=open]:ring-2 data-[state=open]:ring-brand-600/20"
        >
          <span id={`${id}-value`} className="truncate">
            {propertyTypeSummary(filters.property_type)}
          </span>
          <ChevronDown className="size-4 shrink-0 text-stone-500" aria-hidden />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            className="z-40 w-[min(26rem,calc(100vw-2rem))] rounded-xl border border-stone-200 bg-white p-3 shadow-xl"
          >
            <fieldset>
              <legend className="px-2 pb-2 text-sm font-semibold text-stone-900">Property type</legend>
              <PropertyTypeCheckboxes
                selected={filters.property_type}
                onChange={(t) => onChange({ property_type: t })}
              />
            </fieldset>
            <div className="mt-2 flex justify-between border-t border-stone-100 pt-3">
              <Button
                variant="ghost"
                size="sm"
                disabled={filters.property_type.length === 0}
                onClick={() => onChange({ property_type: [] })}
              >
                Any type
              </Button>
              <Popover.Close asChild>
                <Button size="sm">Done</Button>
              </Popover.Close>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
