import { randomUUID } from "node:crypto";
import { GROUP_INQUIRY_READER_ROLE } from "@roost/shared/domain/groups.ts";
import { eq, inArray, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import { appendMessage } from "../../features/messages/append-message.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Storage } from "../../storage/storage.ts";
import type { Db, Tx } from "../client.ts";
import {
  connectRequests,
  conversationParticipants,
  conversations,
  favorites,
  groupJoinRequests,
  groupMembers,
  groups,
  type NotificationData,
  notifications,
  profiles,
  properties,
  propertyInquiries,
  propertyViews,
  user,
} from "../schema.ts";
import { DEMO_ACCOUNTS } from "./demo-accounts.ts";
import { buildListings } from "./listings.ts";
import { ALL_PEOPLE, fullName, type SeedPerson } from "./people.ts";
import { type PhotoKind, type SeedPhoto, writeSeedPhotos } from "./photos.ts";
import { createRng, type Rng } from "./random.ts";

/**
 * Demo data for development and demos: Manchester landlords, students and 150 listings, two groups,
 * conversations, notifications, favourites and a month of listing views. Seeded once, on a database
 * that does not have the first demo account yet.
 */

export interface SeedDeps {
  db: Db;
  storage: Storage;
  log: Logger;
  config?: Config;
  /** The moment the demo data is relative to; defaults to now. */
  now?: Date;
}

export interface SeedSummary {
  users: number;
  properties: number;
  photos: number;
  groups: number;
  conversations: number;
  messages: number;
  notifications: number;
  favorites: number;
  propertyViews: number;
  propertyInquiries: number;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Makes the demo data the same on every run (ids aside). */
const SEED = 20_270_701;
/** Serialises concurrent seeders (two instances starting at once) on one database. */
const SEED_LOCK = 72_174;

const MARKER_EMAIL = DEMO_ACCOUNTS[0].email;

async function hasDemoData(db: Tx): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, MARKER_EMAIL)).limit(1);
  return rows.length > 0;
}

/**
 * Seeds the demo data unless the first demo account already exists. Photos are written to storage
 * first (idempotent keys), then every row goes in one transaction. Returns whether it seeded.
 */
export async function seedIfEmpty(deps: SeedDeps): Promise<boolean> {
  const { db, storage, log } = deps;
  if (await hasDemoData(db)) {
    log.debug("Demo data already present; not seeding");
    return false;
  }
  const started = performance.now();
  const photos = await writeSeedPhotos(storage);
  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    // Another instance may have seeded while we were drawing photos.
    if (await hasDemoData(tx)) return null;
    return seedDemoData(tx, { photos, now: deps.now });
  });
  if (!summary) {
    log.debug("Demo data was seeded concurrently; not seeding");
    return false;
  }
  log.info({ ...summary, ms: Math.round(performance.now() - started) }, "Seeded demo data");
  return true;
}

/** Inserts every demo row. Call inside a transaction, with the photos already in storage. */
export async function seedDemoData(
  tx: Tx,
  { photos, now = new Date() }: { photos: Map<PhotoKind, SeedPhoto>; now?: Date },
): Promise<SeedSummary> {
  const rng = createRng(SEED);
  const t = now.getTime();
  const ago = (ms: number) => new Date(t - ms);

  // ------------------------------------------------------------ users and profiles
  const joined = new Map<string, Date>();
  for (const p of ALL_PEOPLE)
    joined.set(p.key, ago(p.joinedMonthsAgo * 30 * DAY + rng.int(0, 20 * 24) * HOUR));
  await tx
    .insert(user)
    .values(
      ALL_PEOPLE.map((p) => ({
        id: randomUUID(),
        name: fullName(p),
        email: p.email,
        emailVerified: true,
        createdAt: joined.get(p.key),
        updatedAt: joined.get(p.key),
      })),
    )
    .onConflictDoNothing({ target: user.email });
  const idRows = await tx
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(
      inArray(
        user.email,
        ALL_PEOPLE.map((p) => p.email),
      ),
    );
  const idByEmail = new Map(idRows.map((r) => [r.email, r.id]));
  const ids: Record<string, string> = {};
  for (const p of ALL_PEOPLE) {
    const id = idByEmail.get(p.email);
    if (!id) throw new Error(`Seed user ${p.email} was not created`);
    ids[p.key] = id;
  }
  await tx
    .insert(profiles)
    .values(ALL_PEOPLE.map((p) => profileRow(p, ids[p.key], joined.get(p.key) as Date)))
    .onConflictDoNothing();
  const person = (key: string) => {
    const p = ALL_PEOPLE.find((x) => x.key === key);
    if (!p) throw new Error(`Unknown seed person ${key}`);
    return { id: ids[key], name: fullName(p) };
  };
  const sophie = person("sophie");
  const james = person("james");

  // ------------------------------------------------------------ properties
  const listings = buildListings(rng, ids, photos, now);
  await tx.insert(properties).values(listings.map((l) => l.row));
  const showcase = listings[0].row;
  const jamesLive = listings.filter((l) => l.ownerKey === "james" && l.live).map((l) => l.row);

  // ------------------------------------------------------------ groups
  const g1Created = ago(40 * DAY + 5 * HOUR);
  const g2Created = ago(25 * DAY + 2 * HOUR);
  const [g1, g2] = [randomUUID(), randomUUID()];
  await tx.insert(groups).values([
    {
      id: g1,
      name: "Fallowfield Five",
      description:
        "Three second-years (University of Manchester and Manchester Met) looking for a 4–6 bed house in Fallowfield or Withington from July 2027. Tidy, friendly, and we split the bills fairly. Room for a few more!",
      budgetMin: 450,
      budgetMax: 600,
      maxMembers: 6,
      createdBy: ids.sophie,
      inviteCode: inviteCode(rng),
      lookingForProperty: true,
      preferredLocations: ["Fallowfield", "Withington", "Rusholme"],
      createdAt: g1Created,
    },
    {
      id: g2,
      name: "Didsbury Doers",
      description:
        "Final-year students after a quiet three or four-bed house near Didsbury village for our last year. Early nights in the week, Sunday roasts at the weekend.",
      budgetMin: 500,
      budgetMax: 750,
      maxMembers: 4,
      createdBy: ids.jack,
      inviteCode: inviteCode(rng),
      lookingForProperty: true,
      preferredLocations: ["Didsbury", "West Didsbury", "Chorlton", "Withington"],
      createdAt: g2Created,
    },
  ]);
  const g1Members = [
    { key: "sophie", role: "admin" as const, joinedAt: g1Created },
    { key: "oliver", role: "member" as const, joinedAt: new Date(g1Created.getTime() + DAY + 3 * HOUR) },
    { key: "amelia", role: "member" as const, joinedAt: new Date(g1Created.getTime() + 6 * DAY) },
  ];
  await tx.insert(groupMembers).values([
    ...g1Members.map((m) => ({ groupId: g1, userId: ids[m.key], role: m.role, joinedAt: m.joinedAt })),
    { groupId: g2, userId: ids.jack, role: "admin" as const, joinedAt: g2Created },
    {
      groupId: g2,
      userId: ids.chloe,
      role: "member" as const,
      joinedAt: new Date(g2Created.getTime() + 2 * DAY),
    },
  ]);
  const aishaAsked = ago(DAY + 3 * HOUR);
  await tx.insert(groupJoinRequests).values([
    {
      groupId: g1,
      userId: ids.amelia,
      message:
        "Hi Sophie! Oliver said you're looking for one more — I'm on the same budget and love Fallowfield.",
      status: "accepted",
      createdAt: new Date(g1Created.getTime() + 5 * DAY),
      respondedAt: new Date(g1Created.getTime() + 6 * DAY),
    },
    {
      groupId: g1,
      userId: ids.aisha,
      message:
        "Hi! I'm a first-year Pharmacy student looking for a house in Fallowfield for next year. I'm tidy, friendly and my budget is up to £550 — I'd love to join you!",
      status: "pending",
      createdAt: aishaAsked,
    },
  ]);

  // ------------------------------------------------------------ connect requests (one per pair)
  const hannahConnected = ago(12 * DAY + 4 * HOUR);
  const ethanAsked = ago(6 * HOUR);
  const sophieAskedGrace = ago(2 * DAY + 7 * HOUR);
  await tx.insert(connectRequests).values([
    {
      senderId: ids.hannah,
      receiverId: ids.sophie,
      message: "Hi Sophie, we're both looking around Fallowfield for next year — fancy connecting?",
      status: "accepted",
      createdAt: hannahConnected,
      updatedAt: new Date(hannahConnected.getTime() + 5 * HOUR),
    },
    {
      senderId: ids.ethan,
      receiverId: ids.sophie,
      message: "Hey! Saw you're after housemates — I'm a first-year at Salford, happy to commute.",
      status: "pending",
      createdAt: ethanAsked,
      updatedAt: ethanAsked,
    },
    {
      senderId: ids.sophie,
      receiverId: ids.grace,
      message: "Hi Grace! Our group has space if you're still looking near the universities.",
      status: "pending",
      createdAt: sophieAskedGrace,
      updatedAt: sophieAskedGrace,
    },
    {
      senderId: ids.liam,
      receiverId: ids.jack,
      message: "Alright Jack, are you still looking for housemates?",
      status: "rejected",
      createdAt: ago(9 * DAY),
      updatedAt: ago(8 * DAY),
    },
  ]);

  // ------------------------------------------------------------ conversations and messages
  const convLandlord = randomUUID();
  const convGroup = randomUUID();
  const convDirect = randomUUID();
  const when = new Date(`${showcase.availableFrom}T12:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
  const street = (showcase.addressLine1 ?? "").replace(/^\d+\s+/, "");
  const llStart = ago(3 * DAY + 2 * HOUR);
  const llMessages = [
    {
      from: ids.sophie,
      at: llStart,
      text: `Hi James! I'm looking for a house for our group from ${when} and the one on ${street} looks perfect. Are the rooms still available, and could we arrange a viewing?`,
    },
    {
      from: ids.james,
      at: new Date(llStart.getTime() + 3 * HOUR + 12 * MINUTE),
      text: `Hi Sophie, thanks for getting in touch. Yes, all ${showcase.bedrooms} rooms are still available from ${when}. Each has a double bed, a desk and plenty of storage. When would suit you for a viewing?`,
    },
    {
      from: ids.sophie,
      at: new Date(llStart.getTime() + DAY + 40 * MINUTE),
      text: "Brilliant, thank you! We're all free most weekday afternoons after 2pm. Is it close to the bus stops for Oxford Road?",
    },
    {
      from: ids.james,
      at: ago(5 * HOUR),
      text: "It's a two-minute walk to the Wilmslow Road stops, so the 42, 43 and 142 are right there. I can do Thursday at 3pm or Friday at 4pm — let me know which works for your group.",
    },
  ];
  const groupMessages = [
    { from: null, at: g1Created, text: "Welcome to the group chat! 🎉" },
    {
      from: ids.sophie,
      at: ago(10 * DAY + 6 * HOUR),
      text: "Hey both! Made this so we can keep all the house hunting in one place 🏠",
    },
    {
      from: ids.oliver,
      at: ago(10 * DAY + 4 * HOUR),
      text: "Nice one. I've seen a few on Ladybarn Lane and Mauldeth Road — still max £600 each?",
    },
    {
      from: ids.amelia,
      at: ago(9 * DAY + 22 * HOUR),
      text: "Yes, £600 max for me, ideally with bills included. Can we stay near the 142 route? I'm at All Saints most days.",
    },
    {
      from: ids.sophie,
      at: ago(2 * DAY + 20 * HOUR),
      text: "Agreed! I've messaged a landlord about a house in Fallowfield — will share once he replies.",
    },
  ];
  const directMessages = [
    {
      from: ids.hannah,
      at: ago(11 * DAY + 20 * HOUR),
      text: "Hi Sophie! Thanks for accepting. Are you still after more housemates for next year?",
    },
    {
      from: ids.sophie,
      at: ago(11 * DAY + 18 * HOUR),
      text: "Hey Hannah! We might be — there are three of us at the moment. I'll ask the others and send you our invite code.",
    },
    { from: ids.hannah, at: ago(11 * DAY + 17 * HOUR), text: "That would be great, thank you! 😊" },
  ];
  const last = <T extends { at: Date }>(list: T[]) => list[list.length - 1].at;

  await tx.insert(conversations).values([
    {
      id: convLandlord,
      type: "landlord_tenant",
      name: showcase.addressLine1,
      propertyId: showcase.id,
      tenantId: ids.sophie,
      lastMessageAt: last(llMessages),
      createdAt: llStart,
    },
    {
      id: convGroup,
      type: "group",
      name: "Fallowfield Five",
      groupId: g1,
      lastMessageAt: last(groupMessages),
      createdAt: g1Created,
    },
    {
      id: convDirect,
      type: "direct",
      directKey: [ids.sophie, ids.hannah].sort().join(":"),
      lastMessageAt: last(directMessages),
      createdAt: directMessages[0].at,
    },
  ]);
  await tx.insert(conversationParticipants).values([
    // Sophie has read up to her own message, not James's latest reply.
    {
      conversationId: convLandlord,
      userId: ids.sophie,
      role: "tenant",
      lastReadAt: new Date(llMessages[2].at.getTime() + MINUTE),
      joinedAt: llStart,
    },
    {
      conversationId: convLandlord,
      userId: ids.james,
      role: "landlord",
      lastReadAt: last(llMessages),
      joinedAt: llStart,
    },
    // Sophie's group reads her enquiry (decision 022).
    ...g1Members
      .filter((m) => m.role === "member")
      .map((m) => ({
        conversationId: convLandlord,
        userId: ids[m.key],
        role: GROUP_INQUIRY_READER_ROLE,
        lastReadAt: last(llMessages),
        joinedAt: m.joinedAt,
      })),
    ...g1Members.map((m) => ({
      conversationId: convGroup,
      userId: ids[m.key],
      role: m.role,
      lastReadAt: m.key === "amelia" ? groupMessages[3].at : last(groupMessages),
      joinedAt: m.joinedAt,
    })),
    {
      conversationId: convDirect,
      userId: ids.sophie,
      role: "member",
      lastReadAt: new Date(last(directMessages).getTime() + 30 * MINUTE),
      joinedAt: directMessages[0].at,
    },
    {
      conversationId: convDirect,
      userId: ids.hannah,
      role: "member",
      lastReadAt: last(directMessages),
      joinedAt: directMessages[0].at,
    },
  ]);
  const messageRows = [
    ...llMessages.map((m) => ({ conversationId: convLandlord, ...m })),
    ...groupMessages.map((m) => ({ conversationId: convGroup, ...m })),
    ...directMessages.map((m) => ({ conversationId: convDirect, ...m })),
  ].map((m) => ({
    id: randomUUID(),
    conversationId: m.conversationId,
    senderId: m.from,
    content: m.text,
    messageType: m.from === null ? ("system" as const) : ("text" as const),
    isSystemMessage: m.from === null,
    createdAt: m.at,
  }));
  // One at a time, oldest first per conversation, so each gets its seq in the order it is shown.
  for (const row of messageRows) await appendMessage(tx, row);

  // ------------------------------------------------------------ notifications
  const preview = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}…` : text);
  const notify = (
    to: string,
    type: "message" | "connect_request" | "group_request",
    title: string,
    message: string,
    data: NotificationData,
    createdAt: Date,
    readAt: Date | null,
  ) => ({ userId: to, type, title, message, data, createdAt, readAt });
  const hannah = person("hannah");
  const notificationRows = [
    notify(
      ids.sophie,
      "message",
      `New message from ${james.name}`,
      preview(llMessages[3].text),
      {
        sender_id: james.id,
        sender_name: james.name,
        conversation_id: convLandlord,
        conversation_type: "landlord_tenant",
        property_id: showcase.id,
      },
      llMessages[3].at,
      null,
    ),
    notify(
      ids.sophie,
      "connect_request",
      "New connect request",
      `${person("ethan").name} wants to connect with you`,
      { sender_id: ids.ethan, sender_name: person("ethan").name },
      ethanAsked,
      null,
    ),
    notify(
      ids.sophie,
      "group_request",
      "New join request",
      `${person("aisha").name} wants to join Fallowfield Five`,
      { sender_id: ids.aisha, sender_name: person("aisha").name, group_id: g1 },
      aishaAsked,
      null,
    ),
    notify(
      ids.sophie,
      "message",
      `New message from ${hannah.name}`,
      preview(directMessages[2].text),
      {
        sender_id: hannah.id,
        sender_name: hannah.name,
        conversation_id: convDirect,
        conversation_type: "direct",
      },
      directMessages[2].at,
      new Date(directMessages[2].at.getTime() + 30 * MINUTE),
    ),
    notify(
      ids.sophie,
      "connect_request",
      "New connect request",
      `${hannah.name} wants to connect with you`,
      { sender_id: hannah.id, sender_name: hannah.name },
      hannahConnected,
      new Date(hannahConnected.getTime() + 5 * HOUR),
    ),
    notify(
      ids.sophie,
      "message",
      "New message in Fallowfield Five",
      `${person("amelia").name}: ${preview(groupMessages[3].text)}`,
      {
        sender_id: ids.amelia,
        sender_name: person("amelia").name,
        conversation_id: convGroup,
        conversation_type: "group",
        group_id: g1,
      },
      groupMessages[3].at,
      new Date(groupMessages[3].at.getTime() + 2 * HOUR),
    ),
    notify(
      ids.sophie,
      "group_request",
      "New join request",
      `${person("amelia").name} wants to join Fallowfield Five`,
      { sender_id: ids.amelia, sender_name: person("amelia").name, group_id: g1 },
      new Date(g1Created.getTime() + 5 * DAY),
      new Date(g1Created.getTime() + 6 * DAY),
    ),
    notify(
      ids.james,
      "message",
      `New message from ${sophie.name}`,
      preview(llMessages[2].text),
      {
        sender_id: sophie.id,
        sender_name: sophie.name,
        conversation_id: convLandlord,
        conversation_type: "landlord_tenant",
        property_id: showcase.id,
      },
      llMessages[2].at,
      new Date(llMessages[2].at.getTime() + 2 * HOUR),
    ),
    notify(
      ids.grace,
      "connect_request",
      "New connect request",
      `${sophie.name} wants to connect with you`,
      { sender_id: sophie.id, sender_name: sophie.name },
      sophieAskedGrace,
      null,
    ),
  ];
  await tx.insert(notifications).values(notificationRows);

  // ------------------------------------------------------------ favourites (live listings only)
  const sophieAreas = new Set(["fallowfield", "withington", "didsbury", "rusholme"]);
  const favouriteCandidates = listings.filter(
    (l) =>
      l !== listings[0] &&
      (l.row.status === "published" || l.row.status === "available") &&
      sophieAreas.has(l.area.slug) &&
      l.row.photos &&
      l.row.photos.length > 0,
  );
  const favourites = [listings[0], ...rng.sample(favouriteCandidates, 5)];
  await tx.insert(favorites).values(
    favourites.map((l) => {
      const published = (l.row.publishedAt as Date).getTime();
      return {
        userId: ids.sophie,
        propertyId: l.row.id,
        createdAt: new Date(published + rng.next() * (t - published)),
      };
    }),
  );

  // ------------------------------------------------------------ views and inquiries on James's live listings
  const viewers = ALL_PEOPLE.filter((p) => p.userType === "student" || p.userType === "professional").map(
    (p) => ids[p.key],
  );
  const viewRows = buildViews(rng, jamesLive, viewers, showcase.id, now);
  for (let i = 0; i < viewRows.length; i += 1000)
    await tx.insert(propertyViews).values(viewRows.slice(i, i + 1000));

  const inquiryRows = [
    { propertyId: showcase.id, inquirerId: ids.sophie, inquiryType: "message", createdAt: llStart },
    ...rng.sample(jamesLive, 6).map((p) => {
      const from = Math.max((p.publishedAt as Date).getTime(), t - 28 * DAY);
      return {
        propertyId: p.id,
        inquirerId: rng.pick(viewers.filter((v) => v !== ids.sophie)),
        inquiryType: "message",
        createdAt: new Date(from + rng.next() * (t - from)),
      };
    }),
  ];
  await tx.insert(propertyInquiries).values(inquiryRows);

  // Fill property_daily_stats for every (property, day) that got a view or an inquiry.
  const liveIds = jamesLive.map((p) => p.id);
  await tx.execute(sql`
    select aggregate_property_daily_stats(d.property_id, d.day)
    from (
      select distinct property_id, view_date as day from property_views
      where ${inArray(propertyViews.propertyId, liveIds)}
      union
      select distinct property_id, (created_at at time zone 'Europe/London')::date from property_inquiries
      where ${inArray(propertyInquiries.propertyId, liveIds)}
    ) d`);

  return {
    users: ALL_PEOPLE.length,
    properties: listings.length,
    photos: photos.size,
    groups: 2,
    conversations: 3,
    messages: messageRows.length,
    notifications: notificationRows.length,
    favorites: favourites.length,
    propertyViews: viewRows.length,
    propertyInquiries: inquiryRows.length,
  };
}

function profileRow(p: SeedPerson, userId: string, createdAt: Date) {
  return {
    userId,
    displayName: fullName(p),
    email: p.email,
    phone: p.phone ?? null,
    bio: p.bio,
    currentYear: p.currentYear ?? null,
    university: p.userType === "student" ? (p.university ?? null) : null,
    avatarUrl: null,
    interests: p.interests ?? [],
    hobbies: p.hobbies ?? [],
    preferredLocations: p.preferredLocations ?? [],
    userType: p.userType,
    isVerified: p.verified ?? false,
    budgetMin: p.budget?.[0] ?? null,
    budgetMax: p.budget?.[1] ?? null,
    createdAt,
    updatedAt: createdAt,
  };
}

const INVITE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function inviteCode(rng: Rng): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[rng.int(0, INVITE_ALPHABET.length - 1)]).join("");
}

const USER_AGENTS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
];
const REFERRERS = [
  null,
  null,
  "https://www.google.com/",
  "https://www.facebook.com/",
  "https://www.instagram.com/",
];

const londonDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** A month of views: busier at weekends, each from its own browser session, never before publication. */
function buildViews(
  rng: Rng,
  live: (typeof properties.$inferInsert & { id: string })[],
  viewers: string[],
  showcaseId: string,
  now: Date,
) {
  const t = now.getTime();
  const rows: (typeof propertyViews.$inferInsert)[] = [];
  for (const p of live) {
    const popularity = p.id === showcaseId ? 9 : rng.int(2, 7);
    const published = (p.publishedAt as Date).getTime();
    for (let day = 0; day < 30; day++) {
      const midnight = new Date(t - day * DAY);
      midnight.setUTCHours(0, 0, 0, 0);
      const weekend = midnight.getUTCDay() === 0 || midnight.getUTCDay() === 6;
      const count = rng.int(0, popularity + (weekend ? 3 : 0));
      for (let i = 0; i < count; i++) {
        const createdAt = new Date(midnight.getTime() + rng.int(8 * 60, 22 * 60) * MINUTE);
        if (createdAt.getTime() > t || createdAt.getTime() < published) continue;
        rows.push({
          propertyId: p.id,
          viewerId: rng.chance(0.25) ? rng.pick(viewers) : null,
          sessionId: randomUUID(),
          userAgent: rng.pick(USER_AGENTS),
          referrer: rng.pick(REFERRERS),
          ipAddress: `203.0.113.${rng.int(1, 254)}`,
          viewDate: londonDate.format(createdAt),
          createdAt,
        });
      }
    }
  }
  return rows;
}
