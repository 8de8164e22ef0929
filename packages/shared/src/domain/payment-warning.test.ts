import { describe, expect, it } from "vitest";
import { asksForMoney } from "./payment-warning.ts";

describe("asksForMoney", () => {
  it.each([
    "Please send the deposit today to secure the room",
    "Can you do a bank transfer of £400?",
    "transfer the money by Friday",
    "Transfer £250 and it's yours",
    "I'll send my bank details",
    "sort code 12-34-56",
    "Sortcode and account number below",
    "PayPal is fine",
    "we accept paypal",
    "I can take Bitcoin or USDT",
    "crypto only sorry",
    "Amazon gift cards work too",
    "Send it by Western Union",
  ])("warns on %j", (text) => {
    expect(asksForMoney(text)).toBe(true);
  });

  it.each([
    "Hi, is the room still available?",
    "Can we view it on Saturday at 2pm?",
    "The bus transfer from campus takes 10 minutes",
    "Could I transfer to the bigger room later?",
    "Paying rent monthly is fine once you've seen it",
    "The cryptography lecture is nearby",
  ])("stays quiet on %j", (text) => {
    expect(asksForMoney(text)).toBe(false);
  });
});
