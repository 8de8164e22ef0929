// The search page's free-text box, in the filter bar from lg up and above the results below that:
// the `q` field of a search form (search-form.tsx), which searches it after a pause in typing or
// at once on Enter, the form's own submission.
import { Search } from "lucide-react";
import { useId } from "react";
import { filterLabelClass } from "./filter-fields.tsx";

export function SearchTextInput({
  value,
  label = "Search",
  placeholder = "Street, postcode or keyword",
  hideLabel,
  className,
}: {
  /** The URL's text, where the box starts. */
  value: string | undefined;
  label?: string;
  placeholder?: string;
  hideLabel?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : filterLabelClass}>
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400"
          aria-hidden
        />
        <input
          id={id}
          type="search"
          name="q"
          enterKeyHint="search"
          defaultValue={value ?? ""}
          placeholder={placeholder}
          maxLength={100}
          className="h-11 w-full rounded-lg border border-stone-300 bg-white pl-9 pr-3 text-sm text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
        />
      </div>
    </div>
  );
}
