import { randomUUID } from "node:crypto";
import type { Me } from "@roost/shared/contracts/profile.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import type { UserType } from "@roost/shared/domain/user-types.ts";
import { eq } from "drizzle-orm";
import {
  connectRequests,
  copyReviews,
  dealProgression,
  groupJoinRequests,
  groupShortlist,
  landlordVerifications,
  notifications,
  profiles,
  reviews,
  savedSearches,
  tenancies,
  tenancyGuarantors,
  tenancyPayments,
} from "../../db/schema.ts";
import { guarantorToken, newLinkNonce } from "../../features/tenancy/guarantor-link.ts";
import {
  createGroup,
  createInquiry,
  fakePhoto,
  insertAgreement,
  insertProperty,
  insertTenancy,
} from "../fixtures.ts";
import type { Operation } from "../openapi-operations.ts";
import type { TestApp } from "../test-app.ts";

/** The eight bytes that open every PNG: enough for a stored document's type. */
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface Fixture {
  params: Record<string, string>;
  owner?: string;
  member?: string;
  /** The listing the path names, for the roles that find it withdrawn or reinstated. */
  listingId?: string;
}

/** The matrix's callers and fixtures, made in one test app's database. */
export function matrixFixtures(t: TestApp) {
  let serial = 0;
  const email = (kind: string) => `matrix-${kind}-${++serial}-${randomUUID().slice(0, 8)}@example.com`;

  /** A signed-in user of that type: signed in through the dev sign-in, onboarded straight in the database. */
  async function newUser(type: string) {
    const cookie = await t.signIn(email(type));
    const me = await t.request<Me>("/api/me", { cookie });
    const id = me.body.user.id;
    await t.db
      .update(profiles)
      .set({ userType: type as UserType })
      .where(eq(profiles.userId, id));
    return { id, cookie };
  }

  /** A tenancy of a confirmed deal between a new student and a new landlord. */
  async function tenancyFixture() {
    const student = await newUser("student");
    const landlord = await newUser("landlord");
    const listing = await insertProperty(t.db, landlord.id);
    const conversationId = await createInquiry(t.db, student.id, { id: listing.id, userId: landlord.id });
    const { deal, tenancy } = await insertTenancy(t.db, {
      conversationId,
      propertyId: listing.id,
      landlordId: landlord.id,
      tenantIds: [student.id],
    });
    return { student, landlord, conversationId, deal, tenancy };
  }

  /** Builds what an operation's path names, fresh for every call, with who owns it and who shares it. */
  async function fixtureFor(op: Operation): Promise<Fixture> {
    const p = op.path;
    if (p.startsWith("/api/properties/{id}") || p.startsWith("/api/favourites/{propertyId}")) {
      const landlord = await newUser("landlord");
      const photo = fakePhoto();
      const draftOnly = /\{id\}$/.test(p) && op.method === "DELETE";
      const status = draftOnly || p.endsWith("/publish") ? "draft" : "published";
      const listing = await insertProperty(t.db, landlord.id, {
        status,
        photos: [photo, fakePhoto()],
        floorplan: fakePhoto(),
      });
      return {
        params: { id: listing.id, propertyId: listing.id, photoId: photo.id },
        owner: landlord.cookie,
        ...(p.startsWith("/api/properties/{id}") ? { listingId: listing.id } : {}),
      };
    }
    if (/^\/api\/conversations\/\{id\}\/tenancy/.test(p) || p.startsWith("/api/tenancies/{id}")) {
      // A confirmed deal ("owner" its landlord, "member" its student) and, for /api/tenancies, its
      // tenancy; starting one needs the deal alone.
      const { student, landlord, conversationId, deal, tenancy } = await tenancyFixture();
      if (p.startsWith("/api/conversations"))
        await t.db.delete(tenancies).where(eq(tenancies.dealProgressionId, deal.id));
      const id = p.startsWith("/api/conversations") ? conversationId : tenancy.id;
      const agreementId = p.includes("{agreementId}") ? await insertAgreement(t, tenancy.id) : undefined;
      // A deposit payment the student recorded, not yet confirmed received.
      const [payment] = p.includes("{paymentId}")
        ? await t.db
            .insert(tenancyPayments)
            .values({
              tenancyId: tenancy.id,
              kind: "deposit",
              payerId: student.id,
              amount: 100,
              paidOn: "2026-01-01",
              recordedBy: student.id,
              recordedAt: new Date(),
            })
            .returning({ id: tenancyPayments.id })
        : [];
      return {
        params: { id, ...(agreementId && { agreementId }), ...(payment && { paymentId: payment.id }) },
        owner: landlord.cookie,
        member: student.cookie,
      };
    }
    if (p.startsWith("/api/guarantees/")) {
      // The student's guarantor's link: it works without an account, the same for every caller.
      const { student, tenancy } = await tenancyFixture();
      const [guarantor] = await t.db
        .insert(tenancyGuarantors)
        .values({
          tenancyId: tenancy.id,
          tenantId: student.id,
          name: "Gail Guarantor",
          email: email("guarantor"),
          linkNonce: newLinkNonce(),
          invitedAt: new Date(),
          linkExpiresAt: new Date(Date.now() + DAY_MS),
        })
        .returning();
      return {
        params: { tenancyId: tenancy.id, token: guarantorToken(t.deps.config.authSecret, guarantor) },
      };
    }
    if (p.startsWith("/api/conversations/{id}")) {
      const student = await newUser("student");
      const landlord = await newUser("landlord");
      const listing = await insertProperty(t.db, landlord.id);
      const id = await createInquiry(t.db, student.id, { id: listing.id, userId: landlord.id });
      return { params: { id, slotId: randomUUID() }, owner: student.cookie, member: landlord.cookie };
    }
    if (p.startsWith("/api/groups/join-requests/{id}")) {
      const leader = await newUser("student");
      const requester = await newUser("student");
      const group = await createGroup(t.db, leader.id, []);
      const [request] = await t.db
        .insert(groupJoinRequests)
        .values({ groupId: group.id, userId: requester.id })
        .returning();
      // Cancelling is the requester's; answering is the leader's.
      return op.method === "DELETE"
        ? { params: { id: request.id }, owner: requester.cookie, member: leader.cookie }
        : { params: { id: request.id }, owner: leader.cookie, member: requester.cookie };
    }
    if (p.startsWith("/api/groups/{id}/shortlist")) {
      // A group whose leader shortlisted a live home: the "owner" leads it, the "member" is in it.
      const leader = await newUser("student");
      const mate = await newUser("student");
      const group = await createGroup(t.db, leader.id, [mate.id]);
      const home = await insertProperty(t.db, (await newUser("landlord")).id);
      await t.db
        .insert(groupShortlist)
        .values({ groupId: group.id, propertyId: home.id, addedBy: leader.id });
      return { params: { id: group.id, propertyId: home.id }, owner: leader.cookie, member: mate.cookie };
    }
    if (p.startsWith("/api/groups/{id}")) {
      const leader = await newUser("student");
      const mate = await newUser("student");
      const group = await createGroup(t.db, leader.id, [mate.id]);
      return { params: { id: group.id, userId: mate.id }, owner: leader.cookie, member: mate.cookie };
    }
    if (p.startsWith("/api/roommates/requests/{id}")) {
      const receiver = await newUser("student");
      const sender = await newUser("student");
      const [request] = await t.db
        .insert(connectRequests)
        .values({ senderId: sender.id, receiverId: receiver.id })
        .returning();
      return { params: { id: request.id }, owner: receiver.cookie, member: sender.cookie };
    }
    if (p.startsWith("/api/notifications/{id}")) {
      const user = await newUser("student");
      const [row] = await t.db
        .insert(notifications)
        .values({ userId: user.id, title: "Hello", message: "A notification", type: "group_request" })
        .returning();
      return { params: { id: row.id }, owner: user.cookie };
    }
    if (p.startsWith("/api/saved-searches/{id}")) {
      const user = await newUser("student");
      const [row] = await t.db
        .insert(savedSearches)
        .values({ userId: user.id, name: "Fallowfield" })
        .returning();
      return { params: { id: row.id }, owner: user.cookie };
    }
    if (p.startsWith("/api/reviews/{id}")) {
      // A published review: "owner" is the landlord (who may reply), "member" the tenant who wrote it.
      const tenant = await newUser("student");
      const landlord = await newUser("landlord");
      const listing = await insertProperty(t.db, landlord.id);
      const conversationId = await createInquiry(t.db, tenant.id, { id: listing.id, userId: landlord.id });
      const [deal] = await t.db
        .insert(dealProgression)
        .values({
          conversationId,
          propertyId: listing.id,
          studentId: tenant.id,
          landlordId: landlord.id,
          currentStage: "deal_confirmed",
          landlordConfirmedAt: new Date(t.clock.now().getTime() - 40 * DAY_MS),
        })
        .returning();
      const [review] = await t.db
        .insert(reviews)
        .values({
          dealId: deal.id,
          propertyId: listing.id,
          authorId: tenant.id,
          landlordRating: 4,
          propertyRating: 4,
          body: "A fine home and a landlord who answered quickly.",
        })
        .returning();
      return { params: { id: review.id }, owner: landlord.cookie, member: tenant.cookie };
    }
    if (p.startsWith("/api/operator/verifications/{id}")) {
      // A pending request with its documents; the "owner" here is an operator.
      const landlord = await newUser("landlord");
      const reviewer = await newUser("student");
      await t.db.update(profiles).set({ isOperator: true }).where(eq(profiles.userId, reviewer.id));
      const id = randomUUID();
      const document = async (field: string) => {
        const key = `verifications/${landlord.id}/${id}/${field}`;
        await t.deps.privateStorage.put(key, PNG_BYTES, "image/png");
        return { key, contentType: "image/png", bytes: PNG_BYTES.length };
      };
      await t.db.insert(landlordVerifications).values({
        id,
        userId: landlord.id,
        proofKind: "council_tax_bill",
        identityDocument: await document("identity"),
        proofDocument: await document("proof"),
      });
      return { params: { id, document: "identity" }, owner: reviewer.cookie };
    }
    if (p.startsWith("/api/operator/copy-reviews/{id}")) {
      // A listing held as a copy of another account's; the "owner" here is an operator.
      const original = await insertProperty(t.db, (await newUser("landlord")).id);
      const copy = await insertProperty(t.db, (await newUser("landlord")).id, {
        status: "pause",
        pausedReason: "in_review",
      });
      const [review] = await t.db
        .insert(copyReviews)
        .values({ propertyId: copy.id, matchedPropertyIds: [original.id], photoMatches: 1 })
        .returning();
      const reviewer = await newUser("student");
      await t.db.update(profiles).set({ isOperator: true }).where(eq(profiles.userId, reviewer.id));
      return { params: { id: review.id }, owner: reviewer.cookie };
    }
    if (p.startsWith("/api/operator/")) {
      const reviewer = await newUser("student");
      await t.db.update(profiles).set({ isOperator: true }).where(eq(profiles.userId, reviewer.id));
      return { params: {}, owner: reviewer.cookie };
    }
    if (/\{(userId|uid)\}|^\/api\/users\/\{id\}/.test(p)) {
      const person = await newUser("student");
      return { params: { id: person.id, userId: person.id, uid: person.id }, owner: person.cookie };
    }
    if (op.pathParams.length) {
      // Ids of nothing that exists (dev mailbox attachments): everyone gets the same answer.
      return {
        params: Object.fromEntries(
          op.pathParams.map((q) => [q.name, q.name === "index" ? "0" : randomUUID()]),
        ),
      };
    }
    return { params: {} };
  }

  return { email, newUser, fixtureFor };
}
