// @vitest-environment happy-dom
// A component test in happy-dom (docs/architecture.md §8): what only a DOM shows — a key press
// inside a form, focus, what is rendered after an event — without starting a browser.
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { button, click, mountRootPerTest, pressKey, typeInto } from "../../test/mounted-root.ts";
import { TagInput } from "./tag-input.tsx";

const mounted = mountRootPerTest();

function renderInForm(tags: string[]) {
  const onChange = vi.fn();
  act(() =>
    mounted.root.render(
      <form>
        <TagInput label="Interests" itemName="interest" tags={tags} onChange={onChange} />
        <button type="submit">Save profile</button>
      </form>,
    ),
  );
  const input = mounted.container.querySelector("input") as HTMLInputElement;
  return { input, onChange };
}

describe("TagInput", () => {
  it("adds the typed tag on Enter without submitting the surrounding form, and empties the box", () => {
    const { input, onChange } = renderInForm(["Climbing"]);
    typeInto(input, "  Jazz  ");
    // A prevented Enter keydown is what keeps a browser from submitting the profile form.
    expect(pressKey(input, "Enter").defaultPrevented).toBe(true);
    expect(onChange).toHaveBeenCalledWith(["Climbing", "Jazz"]);
    expect(input.value).toBe("");
  });

  it("ignores a duplicate whatever its case, says so, and clears the box for the next one", () => {
    const { input, onChange } = renderInForm(["Climbing"]);
    typeInto(input, "climbing");
    pressKey(input, "Enter");
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe("");
    expect(mounted.container.textContent).toMatch(/already/i);
  });

  it("removes a tag with its × button and keeps keyboard focus in the editor", () => {
    const { input, onChange } = renderInForm(["Climbing", "Jazz"]);
    click(button("Remove Climbing"));
    expect(onChange).toHaveBeenCalledWith(["Jazz"]);
    expect(document.activeElement).toBe(input);
  });
});
