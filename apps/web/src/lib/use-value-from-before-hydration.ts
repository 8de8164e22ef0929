import { type RefObject, useEffect, useRef } from "react";

/**
 * A field changed on a server-rendered page before the app hydrated it (a slow phone) keeps the
 * change, and React 19 leaves it there without telling the component: the field would show one
 * value while the state holds another, and the search would not follow what is shown. Returns the
 * ref for the field; once it is mounted, what the person changed from the server's markup (one of
 * the readers below) is passed to `adopt`, as the change would have been. A field the browser
 * rendered itself has nothing of the kind, so nothing is adopted.
 */
export function useValueFromBeforeHydration<F extends HTMLInputElement | HTMLSelectElement, T>(
  changed: (field: F) => T | undefined,
  adopt: (value: T) => void,
): RefObject<F | null> {
  const ref = useRef<F>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for what happened before the app was there.
  useEffect(() => {
    const value = ref.current ? changed(ref.current) : undefined;
    if (value !== undefined) adopt(value);
  }, []);
  return ref;
}

/** Text typed over the markup's value attribute. */
export const typedText = (field: HTMLInputElement) =>
  field.value !== field.defaultValue ? field.value : undefined;

/** A checkbox ticked or cleared against the markup's checked attribute. */
export const tickedBox = (field: HTMLInputElement) =>
  field.checked !== field.defaultChecked ? field.checked : undefined;

/** Another option than the one the markup selected (none selected there: nothing to compare with). */
export const chosenOption = (field: HTMLSelectElement) => {
  // The selected attribute is the markup's (defaultSelected reflects it); choosing sets no attribute.
  const rendered = [...field.options].find((option) => option.hasAttribute("selected"));
  return rendered && field.value !== rendered.value ? field.value : undefined;
};
