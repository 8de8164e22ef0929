import { escapeHtml } from "./booking-email.ts";

// The building blocks of Roost's notification emails (decision 032). Every block renders both
// parts at once, HTML and plain text, so the two always say the same thing, and every value is
// escaped by the block that prints it, so no caller concatenates markup. The layout is one
// centred column at most 560 px wide with inline styles (what mail clients keep), readable on a
// phone; headings, lang and a real link text keep it accessible.

export interface EmailBlock {
  html: string;
  text: string;
}

const INK = "#1f2937";
const MUTED = "#6b7280";
const BRAND = "#b45309";

export const heading = (value: string): EmailBlock => ({
  html: `<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px;color:${INK}">${escapeHtml(value)}</h1>`,
  text: `${value}\n${"=".repeat(Math.min(value.length, 60))}`,
});

export const paragraph = (value: string): EmailBlock => ({
  html: `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`,
  text: value,
});

/** Someone's own words (a message excerpt), set apart so it never reads as Roost's. */
export const quote = (author: string, value: string): EmailBlock => ({
  html: `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #e5e7eb;background:#f9fafb"><p style="margin:0 0 4px;font-weight:bold">${escapeHtml(author)}</p><p style="margin:0;white-space:pre-line">${escapeHtml(value)}</p></blockquote>`,
  text: `${author}:\n${value
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n")}`,
});

/** The one action of the email, large enough to tap. */
export const button = (label: string, url: string): EmailBlock => ({
  html: `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${BRAND};color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a></p>`,
  text: `${label}: ${url}`,
});

export interface HomeCard {
  address: string;
  /** The price as the site shows it (spec §9): "£900 per month", "From £450 per month". */
  price: string;
  url: string;
  /** The cover photo's absolute URL; a home without photos gets none. */
  photoUrl: string | null;
  /** A line under the price, e.g. which saved search it matched. */
  note: string;
}

/** A home in an alert: photo, address (the link) and price, each tappable to the listing. */
export const homeCard = (home: HomeCard): EmailBlock => ({
  html: `<div style="margin:0 0 20px">${
    home.photoUrl
      ? `<a href="${escapeHtml(home.url)}"><img src="${escapeHtml(home.photoUrl)}" alt="Photo of ${escapeHtml(home.address)}" width="528" style="display:block;width:100%;max-width:528px;height:auto;border:0;border-radius:8px;margin:0 0 8px"></a>`
      : ""
  }<p style="margin:0;font-weight:bold"><a href="${escapeHtml(home.url)}" style="color:${INK}">${escapeHtml(home.address)}</a></p><p style="margin:0;color:${BRAND};font-weight:bold">${escapeHtml(home.price)}</p><p style="margin:0;font-size:14px;color:${MUTED}">${escapeHtml(home.note)}</p></div>`,
  text: `${home.address}\n${home.price}\n${home.note}\n${home.url}`,
});

export interface EmailFooter {
  /** Why this person gets this email, e.g. "You get this email because …". */
  reason: string;
  settingsUrl: string;
  /** The one-click unsubscribe of the email's category; none for an email about the account itself. */
  unsubscribe?: { url: string; label: string };
}

const footer = ({ reason, settingsUrl, unsubscribe }: EmailFooter): EmailBlock => ({
  html: `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 16px"><p style="margin:0 0 8px;font-size:13px;color:${MUTED}">${escapeHtml(reason)}</p><p style="margin:0;font-size:13px;color:${MUTED}"><a href="${escapeHtml(settingsUrl)}" style="color:${MUTED}">Email settings</a>${unsubscribe ? ` · <a href="${escapeHtml(unsubscribe.url)}" style="color:${MUTED}">${escapeHtml(unsubscribe.label)}</a>` : ""}</p>`,
  text: `--\n${reason}\nEmail settings: ${settingsUrl}${unsubscribe ? `\n${unsubscribe.label}: ${unsubscribe.url}` : ""}`,
});

/** A whole page or email: the blocks in one column, with a title for the tab or the preview. */
export function htmlDocument(title: string, blocks: readonly EmailBlock[]): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4">
<div role="article" aria-label="${escapeHtml(title)}" style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:${INK};background:#ffffff">
<p style="margin:0 0 24px;font-weight:bold;font-size:18px;color:${BRAND}">Roost</p>
${blocks.map((b) => b.html).join("\n")}
</div>
</body></html>`;
}

/** Both parts of a notification email: the blocks, then the footer with the settings and unsubscribe links. */
export function renderEmail(title: string, blocks: readonly EmailBlock[], foot: EmailFooter): EmailBlock {
  const all = [...blocks, footer(foot)];
  return { html: htmlDocument(title, all), text: `${all.map((b) => b.text).join("\n\n")}\n` };
}
