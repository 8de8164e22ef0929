// @vitest-environment happy-dom
// The split a group types (docs/architecture.md §8): premiums checked as they are typed, the
// shares listed with the check that they add up, without starting a browser.
import { housemateShares } from "@roost/shared/domain/housemate-shares.ts";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { button, click, field, mountRootPerTest, typeInto } from "../../test/mounted-root.ts";
import { ShareTable } from "./share-table.tsx";
import { PremiumsEditor, parsePremiums } from "./split-editor.tsx";

const mounted = mountRootPerTest();

const members = [
  { id: "leo", name: "Leo", leader: true, budgetMax: 700 },
  { id: "sam", name: "Sam", leader: false, budgetMax: 600 },
  { id: "tia", name: "Tia", leader: false, budgetMax: null },
];

describe("parsePremiums", () => {
  it("takes whole pounds, skips empty boxes, and says what is wrong with the first bad one", () => {
    expect(parsePremiums({ leo: "60", sam: "", tia: " " })).toEqual({
      premiums: [{ user_id: "leo", premium: 60 }],
    });
    expect(parsePremiums({ leo: "12.5" })).toEqual({ error: "Whole pounds, please" });
    expect(parsePremiums({ leo: "-5" })).toEqual({ error: "It can't be below £0" });
    expect(parsePremiums({ leo: "lots" })).toHaveProperty("error");
    expect(parsePremiums({ leo: "5000" })).toEqual({ error: "At most £2,000" });
  });
});

describe("PremiumsEditor", () => {
  function render(error: string | null) {
    const onChange = vi.fn();
    const onSave = vi.fn();
    act(() =>
      mounted.root.render(
        <PremiumsEditor
          members={members}
          draft={{ leo: "60" }}
          onChange={onChange}
          onSave={onSave}
          onReset={vi.fn()}
          saving={false}
          error={error}
        />,
      ),
    );
    return { onChange, onSave };
  }

  it("offers a box per member, labelled with their name, and reports each keystroke", () => {
    const { onChange } = render(null);
    typeInto(field("Sam"), "40");
    expect(onChange).toHaveBeenLastCalledWith({ leo: "60", sam: "40" });
  });

  it("shows the error and will not save while it stands", () => {
    const { onSave } = render("The premiums come to more than the rent");
    expect(mounted.container.querySelector('[role="alert"]')?.textContent).toBe(
      "The premiums come to more than the rent",
    );
    const save = button(/Save/);
    expect(save.disabled).toBe(true);
    click(save);
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe("ShareTable", () => {
  it("lists each member's share, who is over budget, and that the shares add up to the rent", () => {
    const shares = housemateShares(
      { advertType: "whole_property", monthlyRent: 1900, bedrooms: 3, deposit: 2000 },
      { members, budgetMax: null },
      { choices: { premiums: { leo: 60 } } },
    );
    if (shares.kind !== "shares") throw new Error("expected shares");
    act(() => mounted.root.render(<ShareTable shares={shares} />));
    const rows = [...mounted.container.querySelectorAll("li")].map((li) => li.textContent);
    expect(rows[0]).toContain("Leo · leader£674 a month");
    expect(rows[0]).toContain("+£60 premium");
    expect(rows[1]).toContain("£613 a month");
    expect(rows[1]).toContain("£13 over their budget");
    expect(mounted.container.querySelector('[data-testid="shares-add-up"]')?.textContent).toBe(
      "Adds up to £1,900 a month: the whole rent, and £2,000 deposit. Leftover pounds go to the leader.",
    );
  });
});
