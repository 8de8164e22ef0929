import type { ContactEmailStatus } from "@roost/shared/contracts/contact-email.ts";
import { HOUR_MS } from "@roost/shared/domain/durations.ts";
import { describe, expect, it } from "vitest";
import { runDueJobs } from "../../jobs/worker.ts";
import { type Person, person } from "../../test/fixtures.ts";
import { testAppWithSmtp, unfoldMail } from "../../test/local-smtp.ts";
import { loadRecipient } from "./notification-email.ts";

// A contact address confirmed by link (decision 041): notification emails go to the sign-in
// address until then, and again once the contact email changes.

const { t, smtp } = await testAppWithSmtp();

const status = async (who: Person) =>
  (await t.request<ContactEmailStatus>("/api/me/contact-email", { cookie: who.cookie })).body;
const setContactEmail = (who: Person, email: string) =>
  t.request("/api/me/profile", { method: "PATCH", cookie: who.cookie, body: { email } });

/** Asks for the link and returns the path it points to, as the mail gives it. */
async function confirmationLink(who: Person, address: string): Promise<string> {
  const res = await t.request<{ sent_to: string }>("/api/me/contact-email/verification", {
    method: "POST",
    cookie: who.cookie,
  });
  expect(res.status).toBe(202);
  expect(res.body.sent_to).toBe(address);
  const before = smtp.received.length;
  while ((await runDueJobs(t.deps)) > 0);
  const [mail] = smtp.received.slice(before).filter((m) => m.to.includes(address));
  const url = /Confirm this address: (\S+)/.exec(unfoldMail(mail?.raw ?? "").replace(/=3D/g, "="))?.[1] ?? "";
  return url.replace(t.deps.config?.publicUrl ?? "", "");
}

describe("verified contact email", () => {
  it("sends notification emails to the contact email only once it is confirmed by link", async () => {
    const student = await person(t, "contact-student");
    expect(await status(student)).toMatchObject({ verified: false, recipient: student.email });
    expect((await setContactEmail(student, "Flat.Hunter@Example.org")).status).toBe(200);
    expect(await status(student)).toMatchObject({
      contact_email: "flat.hunter@example.org",
      verified: false,
      recipient: student.email,
    });
    expect((await loadRecipient(t.db, student.id))?.email).toBe(student.email);

    const link = await confirmationLink(student, "flat.hunter@example.org");
    const opened = await t.request(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/notification-settings?contact_email=verified");
    expect(await status(student)).toMatchObject({ verified: true, recipient: "flat.hunter@example.org" });
    expect((await loadRecipient(t.db, student.id))?.email).toBe("flat.hunter@example.org");

    // A new contact email goes back to the sign-in address until it is confirmed in turn.
    expect((await setContactEmail(student, "another@example.org")).status).toBe(200);
    expect((await loadRecipient(t.db, student.id))?.email).toBe(student.email);
  });

  it("refuses a tampered or expired link, and has nothing to confirm for the sign-in address", async () => {
    const student = await person(t, "contact-refused");
    const nothing = await t.request("/api/me/contact-email/verification", {
      method: "POST",
      cookie: student.cookie,
    });
    expect(nothing.status).toBe(400);
    expect((await setContactEmail(student, "mine@example.org")).status).toBe(200);
    const link = await confirmationLink(student, "mine@example.org");
    const tampered = link.replace(/token=(.)/, (_, c: string) => `token=${c === "A" ? "B" : "A"}`);
    expect((await t.request(tampered)).headers.get("location")).toBe(
      "/notification-settings?contact_email=invalid",
    );
    t.clock.advance?.(49 * HOUR_MS);
    try {
      expect((await t.request(link)).headers.get("location")).toBe(
        "/notification-settings?contact_email=expired",
      );
    } finally {
      t.clock.reset?.();
    }
    expect(await status(student)).toMatchObject({ verified: false, recipient: student.email });
  });
});
