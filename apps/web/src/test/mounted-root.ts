// Component tests in happy-dom (docs/architecture.md §8): a React root in a fresh container for
// each test, unmounted after it, and a person's actions — typing, keys, clicks, choices — sent as
// the browser sends them. Elements are found the way a person or a screen reader finds them: a
// button by its name, a field by its label. Radix dialogs render outside the container, so the
// finders look through the whole document.
import { onlineManager } from "@tanstack/react-query";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach } from "vitest";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** Call at a test file's top level: `container` and `root` are new in each test. */
export function mountRootPerTest() {
  const mounted = {} as { container: HTMLDivElement; root: Root };
  beforeEach(() => {
    mounted.container = document.createElement("div");
    document.body.append(mounted.container);
    mounted.root = createRoot(mounted.container);
  });
  afterEach(() => {
    act(() => mounted.root.unmount());
    mounted.container.remove();
    // TanStack Query's online state belongs to the module, which the next file shares: a test
    // that went offline must not leave every later query paused.
    onlineManager.setOnline(true);
  });
  return mounted;
}

/** Types into a React-controlled field as a person would: the native setter, then an input event. */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  act(() => {
    setValue?.call(field, text);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** Picks an option of a select: its value set, then the change event a browser sends. */
export function choose(select: HTMLSelectElement, value: string) {
  if (![...select.options].some((option) => option.value === value))
    throw new Error(`${select.name} has no option ${value}`);
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

/** A key pressed in `target`; returns the keydown, whose default the component may have prevented. */
export function pressKey(target: Element, key: string, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

export function click(element: Element | null | undefined) {
  if (!(element instanceof HTMLElement)) throw new Error("nothing to click");
  act(() => element.click());
}

/** Focus leaving a field, as when a person tabs on. */
export function leave(field: HTMLElement) {
  act(() => {
    field.focus();
    field.blur();
  });
}

/** Retries `assertion` while requests and timers run, until it passes or a second has gone. */
export async function eventually(assertion: () => void, timeoutMs = 1000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return assertion();
    } catch (error) {
      if (Date.now() > until) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}

const nameOf = (element: Element) =>
  (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim();

/** The button (or link) a person would call `name`: its label, or its text, exactly or by pattern. */
export function button(name: string | RegExp): HTMLButtonElement {
  const found = [...document.body.querySelectorAll("button, a")].find((element) =>
    typeof name === "string" ? nameOf(element) === name : name.test(nameOf(element)),
  );
  if (!found) throw new Error(`no button named ${name}`);
  return found as HTMLButtonElement;
}

export const queryButton = (name: string | RegExp) => {
  try {
    return button(name);
  } catch {
    return null;
  }
};

/** The form field a label with exactly this text names (by `for`, or wrapping it). */
export function field<T extends HTMLElement = HTMLInputElement>(label: string): T {
  const found = [...document.body.querySelectorAll("label")].find(
    (element) => element.textContent?.trim() === label,
  );
  const control = found?.htmlFor
    ? document.getElementById(found.htmlFor)
    : found?.querySelector("input, select, textarea");
  if (!control) throw new Error(`no field labelled ${label}`);
  return control as T;
}

/** Everything the page says, as one line of text. */
export const pageText = () => (document.body.textContent ?? "").replace(/\s+/g, " ");

/** The text of the element with this role (e.g. "alert"), or null when none shows. */
export const roleText = (role: string) =>
  document.body.querySelector(`[role="${role}"]`)?.textContent?.trim() ?? null;

/** What a screen reader reads of an element: its text without the parts hidden from it. */
export function spokenText(element: Element | null | undefined) {
  if (!element) return null;
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}
