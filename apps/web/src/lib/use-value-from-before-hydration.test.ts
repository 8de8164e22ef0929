// @vitest-environment happy-dom
// What a person changed in a server-rendered field before the app hydrated it, read against the
// markup the server sent (the search page's filters, e2e/server-rendered-pages.spec.ts).
import { describe, expect, it } from "vitest";
import { chosenOption, tickedBox, typedText } from "./use-value-from-before-hydration.ts";

function parse<E extends Element>(markup: string): E {
  const holder = document.createElement("div");
  holder.innerHTML = markup;
  return holder.firstElementChild as E;
}

describe("a field changed before hydration", () => {
  it("text: what was typed over the value attribute, nothing when untouched", () => {
    const field = parse<HTMLInputElement>('<input type="search" value="">');
    expect(typedText(field)).toBeUndefined();
    field.value = "road";
    expect(typedText(field)).toBe("road");
  });

  it("checkbox: ticked or cleared against the checked attribute", () => {
    const unticked = parse<HTMLInputElement>('<input type="checkbox">');
    const ticked = parse<HTMLInputElement>('<input type="checkbox" checked>');
    expect(tickedBox(unticked)).toBeUndefined();
    unticked.checked = true;
    ticked.checked = false;
    expect(tickedBox(unticked)).toBe(true);
    expect(tickedBox(ticked)).toBe(false);
  });

  it("select: another option than the selected one; none selected in the markup is left alone", () => {
    const options = '<option value="">Any</option><option value="3">3+</option>';
    const rendered = parse<HTMLSelectElement>(
      `<select>${options.replace('value=""', 'value="" selected')}</select>`,
    );
    expect(chosenOption(rendered)).toBeUndefined();
    rendered.value = "3";
    expect(chosenOption(rendered)).toBe("3");

    const noneSelected = parse<HTMLSelectElement>(`<select>${options}</select>`);
    noneSelected.value = "3";
    expect(chosenOption(noneSelected)).toBeUndefined();
  });
});
