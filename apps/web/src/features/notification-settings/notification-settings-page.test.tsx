// @vitest-environment happy-dom
// The email settings page (decision 032): each category's frequency and the newsletter, saved
// together once something changed, with what happened said either way; and where the emails go,
// with the contact email's confirmation link (decision 041).
import type { ContactEmailStatus } from "@roost/shared/contracts/contact-email.ts";
import type { NotificationSettings } from "@roost/shared/contracts/notification-settings.ts";
import { describe, expect, it } from "vitest";
import {
  errorReply,
  json,
  recordToastsPerTest,
  renderInApp,
  stubNetworkPerTest,
} from "../../test/app-context.tsx";
import { button, click, eventually, mountRootPerTest, pageText, roleText } from "../../test/mounted-root.ts";
import { NotificationSettingsPage } from "./notification-settings-page.tsx";

const mounted = mountRootPerTest();
const network = stubNetworkPerTest();
const toasts = recordToastsPerTest();

const SETTINGS = "/api/me/notification-settings";
const CONTACT = "/api/me/contact-email";

const studentDefaults: NotificationSettings = {
  messages_enquiries: "instant",
  viewings_deals: "instant",
  groups_roommates: "daily",
  saved_search_alerts: "daily",
  newsletter: false,
};
const signInOnly: ContactEmailStatus = {
  sign_in_email: "stella@example.com",
  contact_email: null,
  verified: false,
  recipient: "stella@example.com",
};

async function openSettings({ contact = signInOnly, path = "/notification-settings" } = {}) {
  network.on(`GET ${SETTINGS}`, () => json(studentDefaults));
  network.on(`GET ${CONTACT}`, () => json(contact));
  renderInApp(mounted.root, <NotificationSettingsPage />, { path });
  await eventually(() =>
    expect(mounted.container.querySelector('form[aria-label="Email settings"]')).not.toBeNull(),
  );
}

/** The radio of one category's frequency, by the texts the page shows. */
function frequency(category: string, label: string) {
  const group = [...document.querySelectorAll("fieldset")].find(
    (f) => f.querySelector("legend")?.textContent === category,
  );
  return [...(group?.querySelectorAll("label") ?? [])]
    .find((l) => l.textContent === label)
    ?.querySelector("input");
}

describe("NotificationSettingsPage", () => {
  it("shows each category's frequency, and saves only once something changed", async () => {
    await openSettings();
    expect(frequency("Groups and roommates", "Daily digest")?.checked).toBe(true);
    expect(button("Save settings").disabled).toBe(true);

    click(frequency("Saved-search alerts", "Off"));
    const saved = { ...studentDefaults, saved_search_alerts: "off" } as const;
    network.on(`PUT ${SETTINGS}`, () => json(saved));
    click(button("Save settings"));

    await eventually(() => expect(toasts).toEqual(["success: Your email settings are saved."]));
    expect(network.bodies(`PUT ${SETTINGS}`)).toEqual([saved]);
    // What was saved is the new starting point: nothing left to save.
    await eventually(() => expect(button("Save settings").disabled).toBe(true));
  });

  it("keeps the choices and says so when the save fails", async () => {
    await openSettings();
    click(frequency("Messages and enquiries", "Daily digest"));
    network.on(`PUT ${SETTINGS}`, () => errorReply(500, "internal_error", "Something went wrong."));
    click(button("Save settings"));

    await eventually(() => expect(toasts).toEqual(["error: Your settings were not saved"]));
    expect(frequency("Messages and enquiries", "Daily digest")?.checked).toBe(true);
    expect(button("Save settings").disabled).toBe(false);
  });

  it("says when the settings could not be loaded, and Try again loads them", async () => {
    let calls = 0;
    network.on(`GET ${SETTINGS}`, () =>
      ++calls === 1 ? errorReply(503, "service_unavailable", "Roost is busy.") : json(studentDefaults),
    );
    network.on(`GET ${CONTACT}`, () => json(signInOnly));
    renderInApp(mounted.root, <NotificationSettingsPage />);
    await eventually(() => expect(roleText("alert")).toContain("Your settings could not be loaded"));
    click(button("Try again"));
    await eventually(() => expect(frequency("Viewings and deals", "Instantly")?.checked).toBe(true));
  });
});

describe("ContactEmailCard", () => {
  it("sends the confirmation link for a contact email not yet confirmed", async () => {
    await openSettings({ contact: { ...signInOnly, contact_email: "stella.home@example.com" } });
    expect(pageText()).toContain("Emails go to stella@example.com, your sign-in address.");
    network.on(`POST ${CONTACT}/verification`, () => json({ sent_to: "stella.home@example.com" }));
    click(button("Send confirmation link"));
    await eventually(() =>
      expect(toasts).toEqual(["success: We sent a confirmation link to stella.home@example.com."]),
    );
  });

  it("says the link worked when it brings the person back, and offers no link once confirmed", async () => {
    const confirmed = {
      ...signInOnly,
      contact_email: "stella.home@example.com",
      verified: true,
      recipient: "stella.home@example.com",
    };
    await openSettings({ contact: confirmed, path: "/notification-settings?contact_email=verified" });
    await eventually(() =>
      expect(roleText("status")).toBe("Your contact email is confirmed: Roost's emails now go to it."),
    );
    expect(pageText()).toContain("Emails go to stella.home@example.com, your confirmed contact email.");
    expect(pageText()).not.toContain("Send confirmation link");
  });
});
