import { advanceMinutes, confirmDealThroughApi } from "./confirmed-deal.ts";
import { expect, newUserViaApi, publishListing, test, toast, uniqueWord } from "./fixtures.ts";

// Decision 058: a review comes only from a tenant the landlord accepted, from 30 days after. The
// deal is taken to "applicant confirmed" through the API (its screens have their own journeys),
// the server's clock moves a month, and the review is then written, shown and answered on screen.
// The clock moves by weeks, so this runs in the "clock-jumps" project, after every other journey.

test.afterEach(async ({ request }) => {
  await request.post("/api/dev/clock/reset");
});

test("a tenant the landlord accepted reviews the home a month later; the landlord replies", async ({
  page: tenant,
  openSecondBrowser,
}) => {
  const landlord = await openSecondBrowser();
  const landlordName = `Lee ${uniqueWord()}`;
  await newUserViaApi(landlord, {
    firstName: "Lee",
    lastName: landlordName.split(" ")[1] ?? "",
    type: "Landlord",
  });
  const street = `${Math.floor(Math.random() * 900) + 10} Review Road`;
  const propertyId = await publishListing(landlord, street);
  await newUserViaApi(tenant, { firstName: "Rae", lastName: uniqueWord(), type: "Student" });

  // The deal, through the API: a viewing, attended, an application, the landlord's confirmation.
  const conversation_id = await confirmDealThroughApi(tenant, landlord, propertyId);

  // Before a month has passed, the enquiry says when a review opens.
  await tenant.goto(`/inquiries/${conversation_id}`);
  await expect(tenant.getByText(`You can review ${street}`)).toBeVisible();

  await advanceMinutes(tenant, 30 * 24 * 60);
  await tenant.reload();
  const form = tenant.getByRole("form", { name: "Review your tenancy" });
  // The stars are radio buttons under the stars drawn for them.
  await form
    .getByRole("group", { name: `${landlordName} as a landlord` })
    .getByRole("radio", { name: "5 stars" })
    .check({ force: true });
  await form
    .getByRole("group", { name: street })
    .getByRole("radio", { name: "4 stars" })
    .check({ force: true });
  await form
    .getByLabel("Your review")
    .fill("Quiet street, warm rooms, and repairs were done within a day of asking.");
  await form.getByRole("button", { name: "Publish review" }).click();
  await expect(toast(tenant, "Thanks for your review.")).toBeVisible();

  // The home's page shows it as a verified tenancy; the landlord replies once, publicly.
  await landlord.goto(`/property/${propertyId}`);
  const reviews = landlord.getByRole("region", { name: "Reviews" });
  await expect(reviews).toContainText("Verified tenancy");
  await expect(reviews).toContainText("repairs were done within a day");
  await reviews.getByLabel("Your public reply").fill("Thank you, Rae. Good luck with your exams!");
  await reviews.getByRole("button", { name: "Publish reply" }).click();
  await tenant.goto(`/property/${propertyId}`);
  await expect(tenant.getByRole("region", { name: "Reviews" })).toContainText("Good luck with your exams!");
});
