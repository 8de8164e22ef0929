import { admin } from "./admin.ts";
import {
  expect,
  newUserViaApi,
  type Page,
  pngBytes,
  publishListing,
  test,
  toast,
  uniqueWord,
  watchRealtime,
} from "./fixtures.ts";

// Decision 058: the Trusted Landlord badge is earned. A new landlord has none; they send their
// documents from their profile; an operator (a role only `npm run admin` grants) approves them on
// the operator page; the student in their chat then sees the badge. Before any viewing, a message
// asking for money carries the payment warning for the student.

const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const composer = (page: Page) => page.getByRole("textbox", { name: "Message", exact: true });
const chatHeader = (page: Page) => page.getByRole("region", { name: "Conversation" }).locator("header");

test("a landlord is verified by an operator, and the student then sees Trusted Landlord in the chat", async ({
  page: student,
  openSecondBrowser,
}) => {
  const landlord = await openSecondBrowser();
  const operator = await openSecondBrowser();
  watchRealtime(student);
  const lastName = uniqueWord();
  await newUserViaApi(landlord, { firstName: "Lorna", lastName, type: "Landlord" });
  const listingId = await publishListing(landlord, `${Math.floor(Math.random() * 900) + 10} Trust Street`);
  await newUserViaApi(student, { firstName: "Sami", lastName: uniqueWord(), type: "Student" });

  // Before: the student's chat with a new landlord shows no badge, and says they are new.
  await student.goto(`/property/${listingId}`);
  await student.getByRole("button", { name: "Message landlord" }).click();
  await student.waitForURL(/\/inquiries\/[0-9a-f-]{36}$/);
  const inquiryPath = new URL(student.url()).pathname;
  await expect(chatHeader(student)).toContainText(`Lorna ${lastName}`);
  await expect(chatHeader(student)).toContainText("New to Roost");
  await expect(student.getByText("Trusted Landlord")).toHaveCount(0);
  await composer(student).fill("Hi, is the house still available?");
  await composer(student).press("Enter");

  // The landlord answers by asking for money before any viewing: the student is warned.
  await landlord.goto(inquiryPath);
  await composer(landlord).fill("Yes! Send the £300 deposit by bank transfer today to secure it.");
  await composer(landlord).press("Enter");
  const warning = student.getByRole("note", { name: "Payment warning" });
  await expect(warning).toContainText(
    "Never pay before you have viewed the home. A holding deposit is at most one week's rent; never pay by gift card or crypto.",
  );
  await expect(warning.getByRole("button", { name: "Report this user" })).toBeVisible();

  // The landlord asks to be verified from their profile, with two documents.
  await landlord.goto("/profile#verification");
  const card = landlord.locator("#verification");
  await card.getByLabel("Identity document").setInputFiles({
    name: "passport.png",
    mimeType: "image/png",
    buffer: pngBytes(48),
  });
  await card.getByLabel("Proof that you may let your homes").selectOption("council_tax_bill");
  await card
    .getByLabel("The document itself")
    .setInputFiles({ name: "bill.pdf", mimeType: "application/pdf", buffer: PDF });
  await card.getByRole("button", { name: "Ask to be verified" }).click();
  await expect(card.getByRole("status")).toContainText("We're checking the documents you sent");

  // An operator, made one by the admin command, approves it on the operator page.
  const reviewer = await newUserViaApi(operator, {
    firstName: "Oona",
    lastName: uniqueWord(),
    type: "General",
  });
  await operator.goto("/operator/verifications");
  await expect(operator.getByRole("heading", { name: "Page not found" })).toBeVisible();
  expect(await admin("grant-operator", reviewer.email)).toContain("is an operator");
  await operator.reload();
  const request = operator.getByRole("article", { name: `Request from Lorna ${lastName}` });
  await expect(request.getByRole("img", { name: "Identity document" })).toBeVisible();
  await expect(request.getByRole("link", { name: "Download the PDF" })).toBeVisible();
  await request.getByRole("button", { name: "Approve" }).click();
  await expect(toast(operator, `Lorna ${lastName} is verified.`)).toBeVisible();
  await expect(request).toHaveCount(0);

  // After: the landlord is told, and the student sees the badge in the same chat.
  await landlord.reload();
  await expect(landlord.locator("#verification")).toContainText("You're verified");
  await student.reload();
  await expect(chatHeader(student).getByText("Trusted Landlord")).toBeVisible();
});
