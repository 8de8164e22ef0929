// Booked viewings through the real API, for the mail scenarios: a landlord, one listing and one
// student per booking; the student requests a viewing, the landlord offers a slot, the student
// takes it. Each booking queues the "viewing booked" email to both sides (decision 006), and the
// harness knows each email's Message-ID in advance: it is derived from the idempotency key
// (decision 019), so a copy can be told from a second, different email.
import { randomBytes } from "node:crypto";
import { messageIdFor } from "../../apps/server/src/mail/deliveries.ts";
import { EMAIL_CATEGORIES } from "../../packages/shared/src/domain/notification-settings.ts";
import { ChaosClient, type ServerAddress } from "./client.ts";
import type { ScenarioContext } from "./context.ts";

/** The server's default MAIL_FROM, whose domain the Message-IDs carry. */
const MAIL_FROM = "Roost <no-reply@roost.local>";

export interface ExpectedMail {
  /** Who gets it: "landlord" or the student's label. */
  recipient: string;
  messageId: string;
}

export async function bookViewings(
  ctx: ScenarioContext,
  server: ServerAddress,
  count: number,
): Promise<ExpectedMail[]> {
  const tag = randomBytes(3).toString("hex");
  const landlord = await ChaosClient.signUp(server, "landlord", `landlord-${tag}@chaos.test`, "landlord");
  await onlyBookingEmails(landlord);
  const expected: ExpectedMail[] = [];
  for (let i = 1; i <= count; i++) {
    const student = await ChaosClient.signUp(server, `tenant-${i}`, `tenant-${i}-${tag}@chaos.test`);
    await onlyBookingEmails(student);
    // Listings are made through the database: the listing form is not what this suite tests. Each
    // is a complete advert published now, so the hourly listing checks (key facts, availability)
    // owe its landlord no email while the clock moves, and every email counted is a booking's.
    const [property] = await ctx.query<{ id: string }>(
      `insert into properties (user_id, address_line_1, town, postcode, bedrooms, property_type, status,
         monthly_rent, deposit, facts, published_at)
       values ($1, $2, 'Manchester', 'M14 6AB', 3, 'terraced-house', 'published', 1500, 1500,
         '{"council_tax_band": "C", "council_tax_payer": "tenants", "epc": "C", "epc_certificate": "1234-5678-9012-3456-7890"}',
         now()) returning id`,
      [landlord.userId, `${i} Chaos Street`],
    );
    if (!property) throw new Error("no property");
    const { conversation_id } = await student.must<{ conversation_id: string }>(
      "POST",
      `/api/properties/${property.id}/inquiry`,
    );
    const deal = `/api/conversations/${conversation_id}/deal`;
    await student.must("POST", `${deal}/request-viewing`, {});
    const at = new Date(Date.now() + 72 * 3_600_000).toISOString();
    await landlord.must("POST", `${deal}/slots`, { slots: [at] });
    const offered = await landlord.must<{ slots: { id: string }[] }>("POST", `${deal}/send-slots`, {});
    const booked = await student.must<{ id: string }>("POST", `${deal}/select-slot`, {
      slot_id: offered.slots[0]?.id,
    });
    for (const [recipient, userId] of [
      ["landlord", landlord.userId],
      [student.label, student.userId],
    ] as const)
      expected.push({
        recipient,
        messageId: messageIdFor(`booking-email:${booked.id}:viewing_scheduled:${userId}`, MAIL_FROM),
      });
  }
  return expected;
}

/**
 * Turns every optional email category off, so the only mail these users are owed is the booking
 * email (always sent, decision 032): the enquiry and viewing-step emails would otherwise arrive
 * too once the scenario moves the clock, and the tally could not tell them from duplicates.
 */
async function onlyBookingEmails(client: ChaosClient): Promise<void> {
  const off = Object.fromEntries(EMAIL_CATEGORIES.map((category) => [category, "off"]));
  await client.must("PUT", "/api/me/notification-settings", { ...off, newsletter: false });
}
