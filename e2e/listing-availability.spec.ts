import type { APIRequestContext } from "@playwright/test";
import { expect, newUserViaApi, type Page, publishListing, test, uniqueWord } from "./fixtures.ts";

// Decision 058: a live listing asks its owner every 14 days whether it is still available, by an
// email whose link confirms it and by My Listings; unconfirmed 7 days later it is paused, and My
// Listings says why. The server's clock moves by weeks here, which ages every listing, so this
// runs in the "clock-jumps" project, after every other journey, and puts the clock back.

const DAY_MINUTES = 24 * 60;

async function advanceDays(request: APIRequestContext, days: number) {
  const moved = await request.post("/api/dev/clock/advance", { data: { minutes: days * DAY_MINUTES } });
  expect(moved.ok(), `clock advance: ${moved.status()}`).toBe(true);
}

/** The confirmation link for `street` in the availability email to `email`, as a path. */
async function confirmationLink(request: APIRequestContext, email: string, street: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get("/api/dev/mailbox")).json()) as {
        messages: { to: string[]; subject: string; text: string }[];
      };
      const mail = messages.find((m) => m.to.includes(email) && m.subject.includes("still available"));
      const afterStreet = mail?.text.slice(mail.text.indexOf(`${street},`)) ?? "";
      link = afterStreet.match(/\/api\/listings\/availability\?token=[\w.%-]+/)?.[0] ?? "";
      return link;
    })
    .not.toBe("");
  return link;
}

const row = (page: Page, street: string) => page.getByRole("listitem").filter({ hasText: street });

test.afterEach(async ({ request }) => {
  await request.post("/api/dev/clock/reset");
});

test("a listing asks its owner to confirm it, the email's link confirms it, and one left unconfirmed is paused", async ({
  page: landlord,
}) => {
  const owner = await newUserViaApi(landlord, { firstName: "Ava", lastName: uniqueWord(), type: "Landlord" });
  const confirmedStreet = `${Math.floor(Math.random() * 900) + 10} Current Street`;
  const staleStreet = `${Math.floor(Math.random() * 900) + 10} Stale Street`;
  const confirmedId = await publishListing(landlord, confirmedStreet);
  await publishListing(landlord, staleStreet);
  await landlord.goto(`/property/${confirmedId}`);
  await expect(landlord.getByText("Confirmed available today")).toBeVisible();

  // Two weeks on, the hourly check asks: My Listings shows the question on both listings.
  await advanceDays(landlord.request, 15);
  await expect(async () => {
    await landlord.goto("/listings");
    await expect(landlord.getByRole("heading", { name: "Are your 2 listings still available?" })).toBeVisible(
      {
        timeout: 2_000,
      },
    );
  }).toPass({ timeout: 20_000 });
  await expect(row(landlord, staleStreet)).toContainText("Confirm it's still available by");

  // The email's link opens a page that asks; its one button confirms, without signing in.
  const link = await confirmationLink(landlord.request, owner.email, confirmedStreet);
  await landlord.context().clearCookies();
  await landlord.goto(link);
  await expect(
    landlord.getByText(`Confirm that ${confirmedStreet} is still available to rent.`),
  ).toBeVisible();
  await landlord.getByRole("button", { name: "Still available" }).click();
  await expect(landlord.getByText(`${confirmedStreet} is confirmed available.`)).toBeVisible();
  await landlord.request.post("/api/auth/dev/sign-in", { data: { email: owner.email } });
  await landlord.goto(`/property/${confirmedId}`);
  await expect(landlord.getByText("Confirmed available today")).toBeVisible();

  // A week later the unanswered one is paused, and My Listings says why and what clears it.
  await advanceDays(landlord.request, 7);
  await expect(async () => {
    await landlord.goto("/listings");
    await expect(row(landlord, staleStreet)).toContainText(
      "Paused because its availability wasn't confirmed: set it live again if it's still available.",
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 20_000 });
  await expect(row(landlord, confirmedStreet)).not.toContainText("Paused because");
  await expect(row(landlord, confirmedStreet).getByRole("combobox", { name: "Status" })).toHaveValue(
    "published",
  );
});
