// @vitest-environment happy-dom
// The landlord's viewing times (§5): up to three in all, saved and not yet sent together, a past
// time refused with the reason before anything is sent, and Send saving the new ones first.
import type { DealView } from "@roost/shared/contracts/deals.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { isoToUkLocalInput, ukLocalInputToIso } from "@roost/shared/domain/uk-time.ts";
import { describe, expect, it } from "vitest";
import { json, renderInApp, stubNetworkPerTest } from "../../test/app-context.tsx";
import {
  button,
  click,
  eventually,
  field,
  mountRootPerTest,
  pressKey,
  roleText,
  typeInto,
} from "../../test/mounted-root.ts";
import { SlotEditor } from "./slot-editor.tsx";
import { requestedDeal, slotsFromNow, TEST_DEAL_PATH } from "./test-deal.ts";

const mounted = mountRootPerTest();
const network = stubNetworkPerTest();

const landlordsTurn = (over: Partial<DealView> = {}) =>
  requestedDeal({ viewer_role: "landlord", is_leader: false, allowed_actions: ["add_slots"], ...over });

function renderEditor(deal: DealView) {
  renderInApp(mounted.root, <SlotEditor deal={deal} />);
  return field("Date and time");
}

/** A time `days` from now at 10:00 UK time, as the datetime field holds it. */
const daysAhead = (days: number) =>
  `${isoToUkLocalInput(new Date(Date.now() + days * DAY_MS)).slice(0, 10)}T10:00`;

/** The times listed to offer, each with its note ("Saved" or "Not sent"). */
const listed = () =>
  [...mounted.container.querySelectorAll('[aria-label="Viewing times to offer"] li')].map(
    (li) => li.textContent,
  );

const hint = () => mounted.container.querySelector('[id$="-hint"]')?.textContent;

describe("SlotEditor", () => {
  it("adds a typed time to the list as not sent, and counts what is left", () => {
    const input = renderEditor(landlordsTurn());
    expect(button("Add").disabled).toBe(true);
    expect(button("Send time slots").disabled).toBe(true);
    typeInto(input, daysAhead(2));
    click(button("Add"));

    expect(listed()).toHaveLength(1);
    expect(listed()[0]).toContain("Not sent");
    expect(hint()).toBe("1 of 3 added · 2 more allowed");
    expect(input.value).toBe("");
    expect(button("Send time slots").disabled).toBe(false);
  });

  it("refuses a time in the past with the reason, keeping it out of the list", () => {
    const input = renderEditor(landlordsTurn());
    typeInto(input, daysAhead(-1));
    // Enter in the field adds, as the Add button does, without submitting a surrounding form.
    expect(pressKey(input, "Enter").defaultPrevented).toBe(true);

    const { title, description } = ERROR_TEXTS.slot_in_past;
    expect(roleText("alert")).toBe(description ? `${title}. ${description}` : title);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(listed()).toEqual([]);
  });

  it("stops at three times, saved ones included, and takes one off with its remove button", () => {
    const [saved] = slotsFromNow(1);
    const input = renderEditor(
      landlordsTurn({
        slots: saved ? [saved] : [],
        allowed_actions: ["add_slots", "remove_slot", "send_slots"],
      }),
    );
    for (const days of [2, 3]) {
      typeInto(input, daysAhead(days));
      click(button("Add"));
    }
    expect(listed().map((row) => row?.replace(/^.*(Saved|Not sent)$/, "$1"))).toEqual([
      "Saved",
      "Not sent",
      "Not sent",
    ]);
    expect(hint()).toBe("You've added the maximum of 3 time slots.");
    expect(input.disabled).toBe(true);

    const last = listed()[2]?.replace("Not sent", "") ?? "";
    click(button(`Remove ${last}`));
    expect(listed()).toHaveLength(2);
    expect(input.disabled).toBe(false);
  });

  it("saves the times not yet sent, then sends every saved one", async () => {
    const input = renderEditor(landlordsTurn());
    typeInto(input, daysAhead(4));
    click(button("Add"));
    const [slot] = slotsFromNow(4);
    const savedDeal = landlordsTurn({
      slots: slot ? [slot] : [],
      allowed_actions: ["remove_slot", "send_slots"],
    });
    network.on(`POST ${TEST_DEAL_PATH}/slots`, () => json(savedDeal));
    network.on(`POST ${TEST_DEAL_PATH}/send-slots`, () =>
      json({ ...savedDeal, stage: "time_slots_given", phase: "time_slots_given", allowed_actions: [] }),
    );
    click(button("Send time slots"));

    await eventually(() => expect(network.sent(`POST ${TEST_DEAL_PATH}/send-slots`)).toHaveLength(1));
    expect(network.bodies(`POST ${TEST_DEAL_PATH}/slots`)).toEqual([
      { slots: [ukLocalInputToIso(daysAhead(4))] },
    ]);
    expect(network.requests.map((r) => r.path)).toEqual([
      `${TEST_DEAL_PATH}/slots`,
      `${TEST_DEAL_PATH}/send-slots`,
    ]);
  });
});
