// @vitest-environment happy-dom
// The viewing/deal card of an enquiry: each state it loads into, whose turn it says it is from the
// viewer's side, and what its buttons send and show once the server has answered.
import type { DealView } from "@roost/shared/contracts/deals.ts";
import { UI_TEXTS } from "@roost/shared/domain/ui-texts.ts";
import { describe, expect, it } from "vitest";
import {
  errorReply,
  json,
  recordToastsPerTest,
  renderInApp,
  stubNetworkPerTest,
} from "../../test/app-context.tsx";
import {
  button,
  click,
  eventually,
  mountRootPerTest,
  pageText,
  queryButton,
  spokenText,
} from "../../test/mounted-root.ts";
import { DealCard } from "./deal-card.tsx";
import { DEAL_FAILURE_TEXTS } from "./deal-helpers.ts";
import { requestedDeal, slotsFromNow, TEST_CONVERSATION, TEST_DEAL_PATH, testDeal } from "./test-deal.ts";

const mounted = mountRootPerTest();
const network = stubNetworkPerTest();
const toasts = recordToastsPerTest();

/** The card once GET /deal has answered with `deal`. */
async function showCard(deal: DealView) {
  network.on(`GET ${TEST_DEAL_PATH}`, () => json(deal));
  renderInApp(mounted.root, <DealCard conversationId={TEST_CONVERSATION} />);
  await eventually(() => expect(mounted.container.querySelector('[data-testid="deal-card"]')).not.toBeNull());
}

/** The badge and line under the progress that say whose turn it is; absent once the deal has ended. */
const turn = () => mounted.container.querySelector('[data-testid="deal-card"] > .mx-4')?.textContent;

/** The step of "Deal progress" a screen reader announces as the current one. */
const currentStep = () =>
  spokenText(mounted.container.querySelector('[aria-label="Deal progress"] [aria-current="step"]'));

describe("DealCard", () => {
  it("shows a placeholder while loading, and why it cannot show the viewing when refused", async () => {
    network.on(`GET ${TEST_DEAL_PATH}`, () => errorReply(404, "not_found", "Not found."));
    renderInApp(mounted.root, <DealCard conversationId={TEST_CONVERSATION} />);
    expect(mounted.container.querySelector(".animate-pulse")).not.toBeNull();
    await eventually(() => expect(pageText()).toContain("This viewing isn't available to you."));
  });

  it("offers Try again when the deal could not be loaded, which loads it", async () => {
    let calls = 0;
    network.on(`GET ${TEST_DEAL_PATH}`, () =>
      ++calls === 1 ? errorReply(500, "internal_error", "Something went wrong.") : json(testDeal()),
    );
    renderInApp(mounted.root, <DealCard conversationId={TEST_CONVERSATION} />);
    await eventually(() => expect(pageText()).toContain("Check your connection and try again."));
    click(button("Try again"));
    await eventually(() => expect(queryButton("Request a viewing")).not.toBeNull());
  });

  it("tells the leader it is their turn, and moves on to the landlord's once they ask for a viewing", async () => {
    await showCard(testDeal());
    expect(turn()).toBe("Your turnRequest a viewing to get started");
    expect(currentStep()).toBe("Request viewing, current step");
    network.on(`POST ${TEST_DEAL_PATH}/request-viewing`, () => json(requestedDeal()));
    click(button("Request a viewing"));

    await eventually(() => expect(turn()).toContain("Waiting for landlord"));
    expect(pageText()).toContain("Stella Student requested a viewing");
    expect(currentStep()).toBe("Time slots, current step");
    expect(queryButton("Request a viewing")).toBeNull();
  });

  it("shows a member that the leader acts for the group, without the leader's buttons", async () => {
    await showCard(testDeal({ viewer_role: "member", is_leader: false, allowed_actions: [] }));
    expect(turn()).toContain("Group leader's turn");
    expect(pageText()).toContain("Only group leader can perform this action");
    expect(queryButton("Request a viewing")).toBeNull();
  });

  it("says why a refused request failed and shows the deal as it now stands", async () => {
    await showCard(testDeal());
    network.on(`POST ${TEST_DEAL_PATH}/request-viewing`, () =>
      errorReply(500, "internal_error", "Something went wrong."),
    );
    network.on(`GET ${TEST_DEAL_PATH}`, () => json(requestedDeal()));
    click(button("Request a viewing"));

    await eventually(() => expect(toasts).toEqual([`error: ${DEAL_FAILURE_TEXTS.request_viewing.title}`]));
    await eventually(() => expect(turn()).toContain("Waiting for landlord"));
  });

  it("lets the leader confirm a viewing only once they have chosen one of the offered times", async () => {
    const slots = slotsFromNow(3, 4);
    const offered = requestedDeal({
      stage: "time_slots_given",
      phase: "time_slots_given",
      turn: { actor: "student", description: "Waiting for the group to choose a time" },
      allowed_actions: ["select_slot"],
      slots,
    });
    await showCard(offered);
    expect(turn()).toBe("Your turnChoose one of the offered viewing times");
    expect(button("Confirm viewing").disabled).toBe(true);

    const radios = mounted.container.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    click(radios[1]);
    expect(button("Confirm viewing").disabled).toBe(false);
    network.on(`POST ${TEST_DEAL_PATH}/select-slot`, () => json(offered));
    click(button("Confirm viewing"));
    await eventually(() =>
      expect(network.bodies(`POST ${TEST_DEAL_PATH}/select-slot`)).toEqual([{ slot_id: "slot-2" }]),
    );
  });

  it("asks whether the viewing took place once it is due, and sends the answer", async () => {
    const scheduled = requestedDeal({
      stage: "time_slots_given",
      phase: "viewing_scheduled",
      turn: { actor: "both", description: "Waiting for both sides to confirm the viewing" },
      allowed_actions: ["confirm_attendance"],
      attendance_question_due: { student: true, landlord: true, viewer: true },
    });
    await showCard(scheduled);
    expect(pageText()).toContain("Did the viewing take place?");
    network.on(`POST ${TEST_DEAL_PATH}/attendance`, () => json(scheduled));
    click(button("Yes"));
    await eventually(() =>
      expect(network.bodies(`POST ${TEST_DEAL_PATH}/attendance`)).toEqual([{ attended: true }]),
    );
  });

  it("asks the leader to confirm before saying the group is not interested; Cancel sends nothing", async () => {
    const viewed = requestedDeal({
      stage: "viewing_confirmed",
      phase: "viewing_confirmed",
      turn: { actor: "student", description: "Waiting for the group to decide" },
      allowed_actions: ["declare_interest"],
    });
    await showCard(viewed);
    click(button(new RegExp(`^${UI_TEXTS.notInterested}$`)));
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain(
      "We'll let James Landlord know your group won't take this property.",
    );
    click(button("Cancel"));
    expect(document.querySelector('[role="dialog"]')).toBeNull();

    const declined = { ...viewed, stage: "deal_declined", phase: "deal_declined" } as const;
    network.on(`POST ${TEST_DEAL_PATH}/interest`, () =>
      json({ ...declined, turn: { actor: "none", description: "" }, allowed_actions: [] }),
    );
    click(button(new RegExp(`^${UI_TEXTS.notInterested}$`)));
    const confirm = [...document.querySelectorAll('[role="dialog"] button')].find(
      (b) => b.textContent === UI_TEXTS.notInterested,
    );
    click(confirm);
    await eventually(() =>
      expect(pageText()).toContain("Your group decided not to go ahead with this property."),
    );
    expect(network.bodies(`POST ${TEST_DEAL_PATH}/interest`)).toEqual([{ interested: false }]);
    expect(turn()).toBeUndefined();
  });

  it("lets the landlord confirm an interested group as the applicant", async () => {
    const ready = requestedDeal({
      stage: "viewing_confirmed",
      phase: "student_ready",
      viewer_role: "landlord",
      is_leader: false,
      turn: { actor: "landlord", description: "Waiting for the landlord to confirm the applicant" },
      allowed_actions: ["confirm_applicant"],
    });
    await showCard(ready);
    expect(turn()).toBe("Your turnConfirm the group as your applicant");
    expect(pageText()).toContain("Fallowfield Five is interested and ready to go ahead.");
    network.on(`POST ${TEST_DEAL_PATH}/confirm-applicant`, () =>
      json({
        ...ready,
        stage: "deal_confirmed",
        phase: "deal_confirmed",
        turn: { actor: "none", description: "" },
        allowed_actions: [],
      }),
    );
    click(button(UI_TEXTS.confirmApplicant));
    await eventually(() => expect(pageText()).toContain("Applicant confirmed"));
    expect(pageText()).toContain("Fallowfield Five are your confirmed tenants for this property.");
  });

  it("tells a member who joined after the deal that its tenancy is under way without them", async () => {
    await showCard(
      testDeal({
        stage: "deal_confirmed",
        phase: "deal_confirmed",
        turn: { actor: "none", description: "" },
        viewer_role: "member",
        is_leader: false,
        allowed_actions: [],
        tenancy_without_you: true,
      }),
    );
    expect(pageText()).toContain("You joined the group after they applied, so it isn't yours to sign.");
    expect(pageText()).not.toContain("Next, the landlord drafts");
  });
});
