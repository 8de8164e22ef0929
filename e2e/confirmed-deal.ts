import { expect, type Page } from "./fixtures.ts";

// A deal taken to "applicant confirmed" through the API, for the journeys that start after it (the
// deal's screens have their own journeys). The viewing has to have happened, so the server's clock
// moves two days: such journeys run in the "clock-jumps" project and put the clock back after.

const MINUTE = 60_000;

async function step(page: Page, path: string, data: object = {}) {
  const response = await page.request.post(path, { data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

export async function advanceMinutes(page: Page, minutes: number) {
  expect((await page.request.post("/api/dev/clock/advance", { data: { minutes } })).ok()).toBe(true);
}

/** `leader` (or a student alone) enquires about the listing; returns the enquiry's conversation id. */
export async function confirmDealThroughApi(
  leader: Page,
  landlord: Page,
  propertyId: string,
): Promise<string> {
  const { conversation_id } = (await step(leader, `/api/properties/${propertyId}/inquiry`)) as {
    conversation_id: string;
  };
  const deal = `/api/conversations/${conversation_id}/deal`;
  await step(leader, `${deal}/request-viewing`);
  const { now } = (await (await leader.request.get("/api/dev/clock")).json()) as { now: string };
  const at = new Date(Date.parse(now) + 2 * 24 * 60 * MINUTE);
  await step(landlord, `${deal}/slots`, { slots: [at.toISOString()] });
  const offered = (await step(landlord, `${deal}/send-slots`)) as { slots: { id: string }[] };
  await step(leader, `${deal}/select-slot`, { slot_id: offered.slots[0]?.id });
  await advanceMinutes(leader, 2 * 24 * 60 + 61);
  await step(leader, `${deal}/attendance`, { attended: true });
  await step(landlord, `${deal}/attendance`, { attended: true });
  await step(leader, `${deal}/interest`, { interested: true });
  await step(landlord, `${deal}/confirm-applicant`);
  return conversation_id;
}
