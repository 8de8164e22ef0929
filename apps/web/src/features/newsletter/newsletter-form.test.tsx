// @vitest-environment happy-dom
// The footer's newsletter sign-up once the app has loaded (§5, §8): a malformed address is refused
// with the reason and never sent, a good one is sent and the box emptied, and an address already
// on the list is named as such rather than as a failure.
import { FIRST_LOAD_ERROR_TEXTS, FIRST_LOAD_SUCCESS_TEXTS } from "@roost/shared/domain/first-load-texts.ts";
import { describe, expect, it } from "vitest";
import {
  errorReply,
  json,
  recordToastsPerTest,
  renderInApp,
  stubNetworkPerTest,
} from "../../test/app-context.tsx";
import { button, click, eventually, mountRootPerTest, roleText, typeInto } from "../../test/mounted-root.ts";
import { NewsletterForm } from "./newsletter-form.tsx";

const mounted = mountRootPerTest();
const network = stubNetworkPerTest();
const toasts = recordToastsPerTest();

function subscribeWith(address: string) {
  renderInApp(mounted.root, <NewsletterForm />);
  const email = mounted.container.querySelector<HTMLInputElement>('input[name="email"]') as HTMLInputElement;
  typeInto(email, address);
  click(button("Subscribe"));
  return email;
}

describe("NewsletterForm", () => {
  it("refuses a malformed address with the reason, sends nothing, and clears the reason on typing", async () => {
    const email = subscribeWith("stella@");
    await eventually(() => expect(roleText("alert")).toBe("Enter a valid email address"));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(network.requests).toEqual([]);

    typeInto(email, "stella@example.com");
    expect(roleText("alert")).toBeNull();
  });

  it("sends a good address trimmed and lower-cased, says so, and empties the box", async () => {
    network.on("POST /api/newsletter", () => json({ subscribed: true }, 201));
    const email = subscribeWith("  Stella@Example.com ");
    await eventually(() => expect(toasts).toEqual([`success: ${FIRST_LOAD_SUCCESS_TEXTS.subscribed}`]));
    expect(network.bodies("POST /api/newsletter")).toEqual([{ email: "stella@example.com" }]);
    expect(email.value).toBe("");
  });

  it("names an address already subscribed instead of calling it a failure", async () => {
    network.on("POST /api/newsletter", () =>
      errorReply(409, "already_subscribed", "This email is already subscribed."),
    );
    const email = subscribeWith("stella@example.com");
    await eventually(() =>
      expect(toasts).toEqual([`error: ${FIRST_LOAD_ERROR_TEXTS.already_subscribed.title}`]),
    );
    expect(email.value).toBe("stella@example.com");
  });
});
