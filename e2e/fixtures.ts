// Shared helpers for the browser journeys: unique users, the development sign-in form, onboarding,
// a second browser when a journey needs two people, and a tiny PNG made in memory.
import { randomUUID } from "node:crypto";
import { deflateSync } from "node:zlib";
import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import { DAY_MS } from "@roost/shared/domain/durations.ts";

export type { Page };
export { expect };

const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3199);
/** The local OpenID Connect server standing in for Google (e2e/support/start-server.mjs). */
export const GOOGLE_ISSUER_URL = `http://localhost:${OIDC_PORT}`;
/** Its side channel: who the next "Google" sign-in is. */
export const GOOGLE_NEXT_USER_URL = `http://127.0.0.1:${OIDC_PORT + 1}`;
/** Where a journey runs its local push service: the server accepts subscriptions to it (start-server.mjs). */
export const LOCAL_PUSH_SERVICE_PORT = OIDC_PORT + 3;

export const DEMO = {
  student: "sophie.student@roost.test",
  landlord: "james.landlord@roost.test",
} as const;

/** Labels of the account-type radios on /complete-profile. */
export type AccountType = "Student" | "Landlord" | "Property finder" | "Professional" | "General";

/** An address no other journey (and no seeded account) uses, e.g. ada-lq3k9f-1a2b3c4d@e2e.roost.test. */
export function uniqueEmail(label = "user"): string {
  return `${label}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@e2e.roost.test`;
}

/** Matches a URL whose path is exactly `path` (any host, optional query). */
export const atPath = (path: string) =>
  new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\?.*)?$`);

/** The dashboard greeting for `name`, whatever the time of day in the browser. */
export const greeting = (name: string) =>
  new RegExp(`^Good (morning|afternoon|evening), ${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** Signs in through the development form on /auth and waits until the app has moved on. */
export async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Continue with email" }).click();
  // A known user goes to the dashboard, a new one on to onboarding.
  await page.waitForURL(/\/(dashboard|complete-profile)$/);
}

export interface Onboarding {
  firstName: string;
  lastName: string;
  type: AccountType;
  university?: string;
}

const sessions = new Map<string, Awaited<ReturnType<BrowserContext["cookies"]>>>();

/**
 * Signs in without the form (POST /api/auth/dev/sign-in from the page's context) and reuses the
 * session for the same email within this worker. For journeys that are not about signing in; it
 * also keeps the run well under the server's dev sign-in rate limit.
 */
export async function useSessionOf(page: Page, email: string): Promise<void> {
  const cached = sessions.get(email);
  if (cached) return page.context().addCookies(cached);
  const response = await page.request.post("/api/auth/dev/sign-in", { data: { email } });
  expect(response.ok(), `dev sign-in for ${email}: ${response.status()}`).toBe(true);
  sessions.set(email, await page.context().cookies());
}

/** Fills /complete-profile and waits for the dashboard greeting. */
export async function completeProfile(page: Page, o: Onboarding): Promise<void> {
  await expect(page).toHaveURL(atPath("/complete-profile"));
  await page.getByLabel("First name").fill(o.firstName);
  await page.getByLabel("Last name").fill(o.lastName);
  await page.getByRole("radio", { name: new RegExp(`^${o.type}\\b`) }).check();
  if (o.university) await page.getByLabel("University").selectOption(o.university);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(atPath("/dashboard"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(greeting(`${o.firstName} ${o.lastName}`));
}

/** A brand-new user of the given type, signed in and onboarded, on the dashboard. Returns the email. */
export async function newUser(page: Page, o: Onboarding): Promise<string> {
  const email = uniqueEmail(o.type.toLowerCase().replace(/\s+/g, "-"));
  await signInAs(page, email);
  await completeProfile(page, o);
  return email;
}

/** The site header, and the account menu's trigger in it. */
export const header = (page: Page): Locator => page.getByRole("banner");
export const accountMenu = (page: Page): Locator =>
  header(page).getByRole("button", { name: "Account menu" });

/** The toast region (sonner) — one toast is shown at a time. */
export const toasts = (page: Page): Locator => page.locator("[data-sonner-toast]");
/** The toast saying `text`. */
export const toast = (page: Page, text: string | RegExp): Locator => toasts(page).filter({ hasText: text });

/** A valid RGB PNG of `size`×`size` pixels in one colour, built in memory. */
export function pngBytes(size = 16, rgb: [number, number, number] = [15, 118, 110]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc32(typed), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, default compression/filter/interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

interface Fixtures {
  /**
   * Opens a page in a separate browser context (its own cookies: a second person), with the same
   * base URL and viewport as the test's own page. Closed automatically after the test.
   */
  openSecondBrowser(): Promise<Page>;
}

/**
 * Opens `path` in a new page of `context` with the lazy chunk matching `chunk` held back 3 s, so a
 * part of the page is still plain HTML a while after it is shown (a slow phone); the page is not
 * held for hydration. `reloaded()` tells whether the document has been loaded again since;
 * `beforeOpening` prepares the page before its first navigation (e.g. watchRealtime).
 */
export async function openWithLateChunk(
  context: BrowserContext,
  path: string,
  chunk: RegExp,
  { beforeOpening }: { beforeOpening?: (page: Page) => void } = {},
) {
  const page = await context.newPage();
  beforeOpening?.(page);
  await page.route(chunk, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto(path);
  await page.evaluate(() => Object.assign(window, { roostSameDocument: true }));
  const reloaded = async () => !(await page.evaluate(() => "roostSameDocument" in window));
  return { page, reloaded };
}

// Journeys act as a person does: a page is used as soon as it is shown, never held until the app
// has hydrated it (every control works before then too; e2e/first-taps.spec.ts).
export const test = base.extend<Fixtures>({
  openSecondBrowser: async ({ browser, baseURL, viewport }, use) => {
    const opened: Awaited<ReturnType<Browser["newContext"]>>[] = [];
    await use(async () => {
      const context = await browser.newContext({ baseURL, viewport });
      opened.push(context);
      return context.newPage();
    });
    for (const context of opened) await context.close();
  },
});

// ------------------------------------------------------------------ helpers for the social journeys
// (conversations, groups, roommates): people made through the API, live-update checks, screenshots.

const USER_TYPE_VALUES: Record<AccountType, string> = {
  Student: "student",
  Landlord: "landlord",
  "Property finder": "property_finder",
  Professional: "professional",
  General: "general",
};

/** Letters only (names, search terms): e.g. "Kqzmwt". Unique enough within a run. */
export function uniqueWord(length = 6): string {
  const letters = randomUUID()
    .replace(/[^0-9a-f]/g, "")
    .split("")
    .map((c) => String.fromCharCode(97 + (Number.parseInt(c, 16) % 26)))
    .join("")
    .slice(0, length);
  return letters.charAt(0).toUpperCase() + letters.slice(1);
}

export interface ApiUser {
  email: string;
  userId: string;
  /** display_name: first and last name joined by a space. */
  name: string;
}

/**
 * A brand-new, onboarded user made through the API (dev sign-in + POST /api/me/onboarding) and
 * signed in in `page`'s browser context. For journeys that are not about onboarding itself (the UI
 * form is covered by onboarding.spec.ts); it saves several seconds per person.
 */
/**
 * A POST (or PATCH) as the person signed in to `page`, through the API, expecting success; returns
 * the JSON answer. For the steps a journey is not about.
 */
export async function act(page: Page, path: string, data: unknown = {}, method: "post" | "patch" = "post") {
  const response = await page.request[method](path, { data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

export async function newUserViaApi(page: Page, o: Onboarding): Promise<ApiUser> {
  const email = uniqueEmail(o.type.toLowerCase().replace(/\s+/g, "-"));
  const signIn = await page.request.post("/api/auth/dev/sign-in", { data: { email } });
  expect(signIn.ok(), `dev sign-in for ${email}: ${signIn.status()}`).toBe(true);
  const { user } = (await signIn.json()) as { user: { id: string } };
  const onboarding = await page.request.post("/api/me/onboarding", {
    data: {
      first_name: o.firstName,
      last_name: o.lastName,
      user_type: USER_TYPE_VALUES[o.type],
      ...(o.university ? { university: o.university } : {}),
    },
  });
  expect(onboarding.ok(), `onboarding ${email}: ${onboarding.status()}`).toBe(true);
  return { email, userId: user.id, name: `${o.firstName} ${o.lastName}` };
}

/**
 * Marks the page's current document; the returned check fails if the page has been reloaded or
 * navigated by the browser since (client-side route changes keep the mark). Proves "live, no reload".
 */
export async function markDocument(page: Page): Promise<() => Promise<void>> {
  const mark = randomUUID();
  await page.evaluate((m) => {
    (window as unknown as { __e2eDocumentMark?: string }).__e2eDocumentMark = m;
  }, mark);
  return async () => {
    const now = await page.evaluate(
      () => (window as unknown as { __e2eDocumentMark?: string }).__e2eDocumentMark ?? null,
    );
    expect(now, "the page was reloaded (the update should have arrived live)").toBe(mark);
  };
}

/**
 * Waits until skeletons are gone and every image has loaded, so a screenshot shows the settled
 * page (same rules as screens.spec.ts). Lazy images load only near the viewport, so the page is
 * scrolled through once first.
 */
export async function settleForScreenshot(page: Page): Promise<void> {
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].filter((img) => !img.complete).length))
    .toBe(0);
  await page.evaluate(() => document.fonts.ready);
}

/** The screens a journey checks and photographs new UI on: a laptop and a phone. */
const SCREENS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** Runs `check` with `page` at each of the laptop and phone sizes, then restores its size. */
export async function onEachScreen(page: Page, check: (width: number) => Promise<void>): Promise<void> {
  const before = page.viewportSize();
  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    await check(screen.width);
  }
  if (before) await page.setViewportSize(before);
}

/** How far the page scrolls sideways in px (0 when nothing sticks out). */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const realtimeChannels = new WeakMap<Page, Set<string>>();

/**
 * Starts recording which realtime channels the page's sockets have confirmed ({type:"subscribed"}
 * / {type:"unsubscribed"}). Call it before the page's first navigation.
 */
export function watchRealtime(page: Page): void {
  const channels = new Set<string>();
  realtimeChannels.set(page, channels);
  page.on("websocket", (ws) => {
    ws.on("framereceived", ({ payload }) => {
      let message: { type?: string; channel?: string };
      try {
        message = JSON.parse(String(payload));
      } catch {
        return;
      }
      if (!message.channel) return;
      if (message.type === "subscribed") channels.add(message.channel);
      if (message.type === "unsubscribed") channels.delete(message.channel);
    });
    ws.on("close", () => channels.clear());
  });
}

/**
 * Waits until the page (watched with watchRealtime) is subscribed to a channel — a name, a prefix
 * ending in ":" ("user:") or a RegExp — or, with {subscribed: false}, no longer is. Await it before
 * the other person acts, so a "live" check never races the page's own connection.
 */
export async function expectRealtimeSubscribed(
  page: Page,
  channel: string | RegExp,
  { subscribed = true }: { subscribed?: boolean } = {},
): Promise<void> {
  const channels = realtimeChannels.get(page);
  if (!channels) throw new Error("call watchRealtime(page) before the page's first navigation");
  const matches = (name: string) =>
    typeof channel === "string"
      ? channel.endsWith(":")
        ? name.startsWith(channel)
        : name === channel
      : channel.test(name);
  await expect
    .poll(() => [...channels].some(matches), {
      message: `realtime ${subscribed ? "subscription to" : "unsubscription from"} ${channel}`,
    })
    .toBe(subscribed);
}

/**
 * A complete whole-property listing of the signed-in landlord of `page`, with one photo, published
 * unless `publish` is false (then a draft ready to publish). Returns its id.
 */
export async function publishListing(
  page: Page,
  street: string,
  { photo = pngBytes(64), publish = true }: { photo?: Buffer; publish?: boolean } = {},
): Promise<string> {
  const created = await page.request.post("/api/properties", {
    data: {
      address_line_1: street,
      town: "Manchester",
      postcode: "M14 6DY",
      area: "fallowfield",
      property_type: "terraced-house",
      bedrooms: 4,
      bathrooms: 2,
      parking: false,
      furnishing: "furnished",
      advert_type: "whole_property",
      monthly_rent: 1900,
      deposit: 2000,
      bills_included: false,
      available_from: new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10),
      description: "A bright four-bedroom terrace near the Fallowfield campus, ideal for a student group.",
      facts: {
        council_tax_band: "C",
        council_tax_payer: "tenants",
        epc: "D",
        epc_certificate: "1234-5678-9012-3456-7890",
      },
    },
  });
  expect(created.status(), `create listing: ${await created.text()}`).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const uploaded = await page.request.post(`/api/properties/${id}/photos`, {
    multipart: { photo: { name: "front.png", mimeType: "image/png", buffer: photo } },
  });
  expect(uploaded.status(), `photo upload: ${await uploaded.text()}`).toBe(201);
  if (!publish) return id;

  const published = await page.request.post(`/api/properties/${id}/publish`);
  expect(published.ok(), `publish: ${await published.text()}`).toBe(true);
  return id;
}
