// The search page's free-text box, in the filter bar from lg up and above the results below that.
// It keeps what is typed locally so each keystroke is not a new search.
import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { typedText, useValueFromBeforeHydration } from "../../lib/use-value-from-before-hydration.ts";
import { filterLabelClass } from "./filter-fields.tsx";

/** How long typing must pause before the text reaches the URL. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The free-text box. Typing updates the URL after a pause (SEARCH_DEBOUNCE_MS) or at once on
 * Enter; a URL change from elsewhere (back button, Clear filters) replaces what is shown.
 */
export function SearchTextInput({
  value,
  onCommit,
  label = "Search",
  placeholder = "Street, postcode or keyword",
  hideLabel,
  className,
}: {
  value: string | undefined;
  onCommit(text: string): void;
  label?: string;
  placeholder?: string;
  hideLabel?: boolean;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value ?? "");
  const input = useValueFromBeforeHydration(typedText, setText);
  const committed = useRef(value ?? "");
  const commitRef = useRef(onCommit);
  commitRef.current = onCommit;

  useEffect(() => {
    const external = value ?? "";
    if (external !== committed.current) {
      committed.current = external;
      setText(external);
    }
  }, [value]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === committed.current) return;
    const timer = window.setTimeout(() => {
      committed.current = wanted;
      commitRef.current(wanted);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    const wanted = text.trim();
    if (wanted !== committed.current) {
      committed.current = wanted;
      commitRef.current(wanted);
    }
  };

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
          ref={input}
          id={id}
          type="search"
          enterKeyHint="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          maxLength={100}
          className="h-11 w-full rounded-lg border border-stone-300 bg-white pl-9 pr-3 text-sm text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20"
        />
      </div>
    </div>
  );
}
