// The property type filter, several types at once: a checkbox list of the search form, which the
// phone sheet shows as it is and the wide-screen bar opens from a select-like summary. The bar's
// is a <details> disclosure, so it opens before the app has loaded and without JavaScript, and
// its boxes are in the form whether it is open or not.
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES, type PropertyType } from "@roost/shared/domain/property.ts";
import { ChevronDown } from "lucide-react";
import { type RefObject, useEffect, useId, useRef } from "react";
import { Button } from "../../components/ui/button.tsx";
import { type FilterControlsProps, filterLabelClass } from "./filter-fields.tsx";

export function PropertyTypeCheckboxes({ selected }: { selected: readonly PropertyType[] }) {
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-1">
      {PROPERTY_TYPES.map((type) => (
        <label
          key={type}
          className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md px-2 text-sm text-stone-800 hover:bg-stone-50"
        >
          <input
            type="checkbox"
            name="property_type"
            value={type}
            defaultChecked={selected.includes(type)}
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

/** Wide screens: a select-like summary opening the checkbox list below it. */
export function PropertyTypeDisclosure({ filters }: Pick<FilterControlsProps, "filters">) {
  const id = useId();
  const details = useRef<HTMLDetailsElement>(null);
  useClosesOnOutsideClickAndEscape(details);
  const close = () => {
    if (details.current) details.current.open = false;
  };
  const anyType = () => {
    for (const box of details.current?.querySelectorAll("input") ?? []) box.checked = false;
    details.current?.closest("form")?.requestSubmit();
  };
  return (
    <div>
      <span id={id} className={filterLabelClass}>
        Property type
      </span>
      <details ref={details} className="group relative">
        <summary
          aria-labelledby={id}
          aria-describedby={`${id}-value`}
          className="flex h-11 w-full cursor-pointer list-none items-center justify-between gap-2 rounded-lg border border-stone-300 bg-white px-3 text-left text-sm text-stone-900 shadow-sm hover:bg-stone-50 group-open:border-brand-600 group-open:ring-2 group-open:ring-brand-600/20 [&::-webkit-details-marker]:hidden"
        >
          <span id={`${id}-value`} className="truncate">
            {propertyTypeSummary(filters.property_type)}
          </span>
          <ChevronDown className="size-4 shrink-0 text-stone-500 group-open:rotate-180" aria-hidden />
        </summary>
        <div className="absolute left-0 top-full z-40 mt-1.5 w-[min(26rem,calc(100vw-2rem))] rounded-xl border border-stone-200 bg-white p-3 shadow-xl">
          <fieldset>
            <legend className="px-2 pb-2 text-sm font-semibold text-stone-900">Property type</legend>
            <PropertyTypeCheckboxes selected={filters.property_type} />
          </fieldset>
          <div className="mt-2 flex justify-between border-t border-stone-100 pt-3">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={filters.property_type.length === 0}
              onClick={anyType}
            >
              Any type
            </Button>
            {/* Without the app, the form's own submit: the boxes ticked are searched. */}
            <Button type="submit" size="sm" onClick={close}>
              Done
            </Button>
          </div>
        </div>
      </details>
    </div>
  );
}

/** An open disclosure closes on a click elsewhere or Escape, as a popover does. */
function useClosesOnOutsideClickAndEscape(details: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const element = details.current;
      if (element?.open && !element.contains(event.target as Node)) element.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      const element = details.current;
      if (event.key !== "Escape" || !element?.open) return;
      element.open = false;
      element.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [details]);
}
