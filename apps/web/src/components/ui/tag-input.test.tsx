// @vitest-environment happy-dom
// A component test in happy-dom (docs/architecture.md §8): what only a DOM shows — a key press
// inside a form, focus, what is rendered after an event — without starting a browser.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TagInput } from "./tag-input.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

/** Types into a React-controlled input as a user would: the native setter, then an input event. */
function type(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  act(() => {
    setValue?.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/** Presses Enter in the input; returns the event, whose default (a browser's implicit form submission) may be prevented. */
function pressEnter(input: HTMLInputElement) {
  const event = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
  act(() => {
    input.dispatchEvent(event);
  });
  return event;
}

function renderInForm(tags: string[]) {
  const onChange = vi.fn();
  act(() =>
    root.render(
      <form>
        <TagInput label="Interests" itemName="interest" tags={tags} onChange={onChange} />
        <button type="submit">Save profile</button>
      </form>,
    ),
  );
  const input = container.querySelector("input") as HTMLInputElement;
  return { input, onChange };
}

describe("TagInput", () => {
  it("adds the typed tag on Enter without submitting the surrounding form, and empties the box", () => {
    const { input, onChange } = renderInForm(["Climbing"]);
    type(input, "  Jazz  ");
    // A prevented Enter keydown is what keeps a browser from submitting the profile form.
    expect(pressEnter(input).defaultPrevented).toBe(true);
    expect(onChange).toHaveBeenCalledWith(["Climbing", "Jazz"]);
    expect(input.value).toBe("");
  });

  it("ignores a duplicate whatever its case, says so, and clears the box for the next one", () => {
    const { input, onChange } = renderInForm(["Climbing"]);
    type(input, "climbing");
    pressEnter(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe("");
    expect(container.textContent).toMatch(/already/i);
  });

  it("removes a tag with its × button and keeps keyboard focus in the editor", () => {
    const { input, onChange } = renderInForm(["Climbing", "Jazz"]);
    const remove = container.querySelector('button[aria-label="Remove Climbing"]') as HTMLButtonElement;
    act(() => remove.click());
    expect(onChange).toHaveBeenCalledWith(["Jazz"]);
    expect(document.activeElement).toBe(input);
  });
});
