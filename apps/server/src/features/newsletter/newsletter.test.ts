import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSubscriptions } from "../../db/schema.ts";
import { type ApiErrorBody, useTestApp } from "../../test/test-app.ts";

const t = useTestApp();

describe("POST /api/newsletter", () => {
  it("stores the email trimmed and lower-cased with the user agent and referrer", async () => {
    const res = await t.request("/api/newsletter", {
      body: { email: "  New.Reader@Example.COM " },
      headers: { "user-agent": "vitest-agent", referer: "http://localhost:3999/about-us" },
    });
    expect(res.status).toBe(201);
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "new.reader@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userAgent).toBe("vitest-agent");
    expect(rows[0]?.referrer).toBe("http://localhost:3999/about-us");
  });

  it("answers 409 already_subscribed for the same address in another case", async () => {
    await t.request("/api/newsletter", { body: { email: "dup@example.com" } });
    const again = await t.request<ApiErrorBody>("/api/newsletter", { body: { email: "DUP@example.com " } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("already_subscribed");
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "dup@example.com"));
    expect(rows).toHaveLength(1);
  });

  it("rejects an empty or malformed email with a field error", async () => {
    for (const email of ["", "   ", "not-an-email"]) {
      const res = await t.request<ApiErrorBody>("/api/newsletter", { body: { email } });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
      expect(res.body.error.field).toBe("email");
    }
  });
});
