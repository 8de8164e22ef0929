// A search form of the search page: a real GET form (decision 050). Before the app has loaded, or
// without JavaScript, the browser sends it and the server answers with the area's own address
// (apps/server/src/ssr/canonical-path.ts). Once the app is there it reads the same fields: a
// select or box applies at once, typed text after a pause, Enter or the submit button at once.
// Its fields are uncontrolled: what the person set is what the form reads, even when they set it
// before the app hydrated (React leaves such a value in place), and the form reads them once as
// the app arrives so such a change is searched without another tap.

import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useOwnCampus } from "../../components/property/time-to-campus.tsx";
import { formFieldsPart, heldUrlKeys, type SearchFormField, searchFromForm } from "./search-form-params.ts";
import { parseSearchParams, withFilters } from "./search-params.ts";

/** Where the browser sends a search form by itself: the server redirects to the area's address. */
const SEARCH_FORM_ACTION = "/properties-to-rent";

/** How long typing must pause before the text is searched. */
const TYPING_PAUSE_MS = 300;

export function SearchForm({
  area,
  params,
  holds,
  label,
  className,
  onSearched,
  children,
}: {
  area: string;
  params: URLSearchParams;
  /** The fields inside this form; the rest of the address is kept as it is. */
  holds: readonly SearchFormField[];
  /** The filter forms' landmark name; a form without one (the order) is no landmark. */
  label?: string;
  className?: string;
  /** After the submit button or Enter (the phone's sheet closes). */
  onSearched?(): void;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const ownCampus = useOwnCampus()?.slug;
  const form = useRef<HTMLFormElement>(null);
  const written = useRef<string[]>([]);
  const typing = useRef<number | undefined>(undefined);
  const generation = useGenerationShowing(formFieldsPart(area, params, holds), written.current);

  const search = (replace = false) => {
    window.clearTimeout(typing.current);
    if (!form.current) return;
    const current = new URLSearchParams(window.location.search);
    const next = searchFromForm(current, area, new FormData(form.current), holds, ownCampus);
    const query = next.params.toString();
    const to = `${SEARCH_FORM_ACTION}/${next.area}${query ? `?${query}` : ""}`;
    if (to === window.location.pathname + window.location.search) return;
    written.current.push(formFieldsPart(next.area, next.params, holds));
    navigate(to, { replace });
  };

  // What the person changed before the app hydrated the page is searched as it arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for what happened before the app.
  useEffect(() => {
    if (form.current && changedSinceMarkup(form.current)) search();
    return () => window.clearTimeout(typing.current);
  }, []);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if ((event.target as HTMLInputElement).type !== "search") return search();
    window.clearTimeout(typing.current);
    // Refining the words of a search replaces its history entry; Back undoes a whole search.
    const refining = Boolean(parseSearchParams(new URLSearchParams(window.location.search)).q);
    typing.current = window.setTimeout(() => search(refining), TYPING_PAUSE_MS);
  };

  return (
    <form
      key={generation}
      ref={form}
      method="get"
      action={SEARCH_FORM_ACTION}
      role={label ? "search" : undefined}
      aria-label={label}
      className={className}
      onChange={onChange}
      onSubmit={(event) => {
        event.preventDefault();
        search();
        onSearched?.();
      }}
    >
      {children}
      <KeptFields area={area} params={params} holds={holds} />
    </form>
  );
}

/** A field whose value is not the one its markup gave it (a field the app drew has no such change). */
function changedSinceMarkup(form: HTMLFormElement): boolean {
  return [...form.elements].some((field) => {
    if (field instanceof HTMLSelectElement) {
      // A value the options do not have (a hand-edited link) marks none: nothing to compare with.
      const options = [...field.options];
      return options.some((o) => o.defaultSelected) && options.some((o) => o.selected !== o.defaultSelected);
    }
    if (!(field instanceof HTMLInputElement)) return false;
    return field.type === "checkbox"
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;
  });
}

/**
 * Bumped when the address shows other values than the form has (Back, "Clear filters", another of
 * the page's forms), so the form is drawn anew from the address; never for an address the form
 * wrote itself, so a field being used keeps its focus. `written` lists the addresses the form has
 * asked for and the page has not shown yet, oldest first: two quick changes ask for two, and the
 * page may show the first while the second is on its way, which must not draw the form back
 * without the second change.
 */
function useGenerationShowing(shown: string, written: string[]): number {
  const [state, setState] = useState({ shown, generation: 0 });
  let generation = state.generation;
  if (state.shown !== shown) {
    generation = written.includes(shown) ? state.generation : state.generation + 1;
    setState({ shown, generation });
  }
  // Once the page has shown an address, it and those asked for before it are on their way no more;
  // an address the form did not ask for forgets them all. Here, not while rendering, which React
  // may do more than once before it shows the page.
  useEffect(() => {
    const at = written.indexOf(shown);
    written.splice(0, at < 0 ? written.length : at + 1);
  }, [shown, written]);
  return generation;
}

/** What the browser must send besides the form's own fields, so its search keeps the rest. */
function KeptFields({
  area,
  params,
  holds,
}: {
  area: string;
  params: URLSearchParams;
  holds: readonly SearchFormField[];
}) {
  const held = heldUrlKeys(holds);
  const kept = [...withFilters(params, {})].filter(([key]) => !held.includes(key));
  return (
    <>
      {!holds.includes("area") && <input type="hidden" name="area" value={area} />}
      {kept.map(([key, value]) => (
        <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
      ))}
    </>
  );
}
