// Component tests in happy-dom (docs/architecture.md §8): a React root in a fresh container for
// each test, unmounted after it, and typing as a person does.
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
