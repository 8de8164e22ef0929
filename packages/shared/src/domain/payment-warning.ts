// A calm warning under a chat message that asks for money before any viewing (decision 058): the
// commonest rental scam asks a student for a deposit "to secure" a home they have not seen. The
// message is never blocked: a landlord may mention a deposit honestly, and the warning says only
// what is true of every let.

export const PAYMENT_WARNING_TEXT =
  "Never pay before you have viewed the home. A holding deposit is at most one week's rent; never pay by gift card or crypto.";

/**
 * Words that ask for money or for a way to send it. Whole words, any case; "transfer" only with
 * money around it, so "transfer to another room" is not a payment.
 */
const ASKS_FOR_MONEY = new RegExp(
  [
    String.raw`\bdeposits?\b`,
    String.raw`\b(bank|money|wire|international)\s+transfers?\b`,
    String.raw`\btransfer\s+(the\s+|a\s+|your\s+)?(money|funds|payment|deposit|rent|£|\d)`,
    String.raw`\bbank\s+(details|account)\b`,
    String.raw`\bsort[\s-]?code\b`,
    String.raw`\baccount\s+number\b`,
    String.raw`\bpay\s?pal\b`,
    String.raw`\b(crypto(currency)?|bitcoin|btc|ethereum|usdt|tether)\b`,
    String.raw`\bgift\s?cards?\b`,
    String.raw`\b(western\s+union|moneygram)\b`,
  ].join("|"),
  "i",
);

/** Whether a chat message asks for money or for the means to send it. */
export function asksForMoney(text: string): boolean {
  return ASKS_FOR_MONEY.test(text);
}
