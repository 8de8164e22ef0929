// @vitest-environment happy-dom
// The list-property wizard around a draft: Continue checks the step and names what is missing
// under its field, saves what changed and moves on; and each form step's own controls behave as
// a landlord expects (a postcode tidied as they leave it, counts stepped, rooms added and removed).
import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { PUBLISH_DESCRIPTION_MIN } from "@roost/shared/domain/listing.ts";
import { beforeEach, describe, expect, it } from "vitest";
import { json, renderInApp, stubNetworkPerTest } from "../../../test/app-context.tsx";
import {
  button,
  click,
  eventually,
  field,
  leave,
  mountRootPerTest,
  pageText,
  queryButton,
  typeInto,
} from "../../../test/mounted-root.ts";
import { testProperty } from "../../../test/test-property.ts";
import { POSTCODE_INVALID } from "./address-step.tsx";
import { ListingWizard } from "./listing-wizard.tsx";
import { type StepId, stepIndex } from "./wizard-steps.ts";

const mounted = mountRootPerTest();
const network = stubNetworkPerTest();

// The wizard keeps typing on this device; each test starts without another test's typing.
beforeEach(() => localStorage.clear());

/** The wizard opened on a saved draft, at the step the draft was left on. */
function openDraft(step: StepId, over: Partial<PropertyDetail> = {}) {
  const draft = testProperty({ draft_step: stepIndex(step), ...over });
  renderInApp(mounted.root, <ListingWizard property={draft} />, { path: `/list-property/edit/${draft.id}` });
  return draft;
}

const heading = () => mounted.container.querySelector("form h2")?.textContent;

/** The message shown under a field, through its aria-describedby. */
function messageUnder(control: HTMLElement) {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ")
    .trim();
}

describe("ListingWizard", () => {
  it("keeps the landlord on a step with a missing field, saying what is missing, and sends nothing", async () => {
    openDraft("rent");
    const rent = field("Monthly rent");
    typeInto(rent, "about 1500");
    click(button(/^Continue/));
    await eventually(() => expect(rent.getAttribute("aria-invalid")).toBe("true"));
    expect(messageUnder(rent)).toBe("Monthly rent must be a number");
    await eventually(() => expect(document.activeElement).toBe(rent));
    expect(heading()).toBe("Rent and rooms");
    expect(network.requests).toEqual([]);
  });

  it("saves what changed with the step to reopen at, then shows the next step; Back returns", async () => {
    const draft = openDraft("rent");
    typeInto(field("Monthly rent"), "1500");
    network.on(`PATCH /api/properties/${draft.id}`, () =>
      json({ ...draft, monthly_rent: 1500, draft_step: stepIndex("photos") }),
    );
    click(button(/^Continue/));

    await eventually(() => expect(heading()).toBe("Add photos"));
    expect(network.bodies(`PATCH /api/properties/${draft.id}`)).toEqual([
      { monthly_rent: 1500, draft_step: stepIndex("photos") },
    ]);
    expect(pageText()).toContain("Step 4 of 7");

    network.on(`PATCH /api/properties/${draft.id}`, () => json({ ...draft, monthly_rent: 1500 }));
    click(button(/^Back/));
    await eventually(() => expect(heading()).toBe("Rent and rooms"));
    expect((field("Monthly rent") as HTMLInputElement).value).toBe("1500");
  });
});

describe("AddressStep", () => {
  it("tidies a postcode as the landlord leaves the field, and says when it is not one", () => {
    openDraft("address", { postcode: "" });
    const postcode = field("Postcode");
    typeInto(postcode, "m14  6hr");
    leave(postcode);
    expect(postcode.value).toBe("M14 6HR");

    typeInto(postcode, "not a postcode");
    leave(postcode);
    expect(messageUnder(postcode)).toContain(POSTCODE_INVALID);
  });
});

describe("PropertyStep", () => {
  it("steps the bedrooms with − and +, and never below none", () => {
    openDraft("property", { bedrooms: 1 });
    const bedrooms = field("Bedrooms");
    click(button("More bedrooms"));
    expect(bedrooms.value).toBe("2");
    click(button("Fewer bedrooms"));
    click(button("Fewer bedrooms"));
    expect(bedrooms.value).toBe("0");
    expect(button("Fewer bedrooms").disabled).toBe(true);
  });

  it("takes a furnishing choice card and the parking switch", () => {
    openDraft("property");
    const furnished = document.querySelector<HTMLInputElement>('input[name="furnishing"][value="furnished"]');
    click(furnished?.closest("label"));
    expect(furnished?.checked).toBe(true);

    const parking = field<HTMLButtonElement>("Parking");
    expect(parking.getAttribute("aria-checked")).toBe("false");
    click(parking);
    expect(parking.getAttribute("aria-checked")).toBe("true");
  });
});

describe("RentStep", () => {
  it("starts a room-by-room let with one room, adds another with focus in its name, and removes one", async () => {
    openDraft("rent");
    click(document.querySelector('input[value="individual_rooms"]')?.closest("label"));
    expect(queryButton("Remove room 1 (Room 1)")).not.toBeNull();

    click(button("Add a room"));
    await eventually(() => expect(document.activeElement).toBe(document.querySelectorAll("[data-room]")[1]));
    expect((document.activeElement as HTMLInputElement).value).toBe("Room 2");

    typeInto(document.activeElement as HTMLInputElement, "Front double");
    click(button("Remove room 2 (Front double)"));
    expect(document.querySelectorAll("[data-room]")).toHaveLength(1);
  });
});

describe("DetailsStep", () => {
  it("counts the description's characters as they are typed", () => {
    openDraft("details");
    typeInto(field("Description"), "A bright terraced house near the park.");
    expect(pageText()).toContain("38 / 5,000 characters");
    expect(pageText()).toContain(`At least ${PUBLISH_DESCRIPTION_MIN} characters to publish.`);
  });
});
