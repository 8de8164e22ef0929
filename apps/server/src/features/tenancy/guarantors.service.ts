import type { GuarantorInput } from "@roost/shared/contracts/tenancy-guarantors.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { GUARANTOR_LINK_DAYS, guarantorEmailError } from "@roost/shared/domain/tenancy-guarantors.ts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { tenancyGuarantors } from "../../db/schema.ts";
import { catalogueError, notFound } from "../../lib/errors.ts";
import { partiesByIds } from "../deals/deal-parties.ts";
import { enqueueGuarantorInvitation } from "./guarantor-email.ts";
import { newLinkNonce } from "./guarantor-link.ts";
import { guarantorsOf } from "./guarantors-view.ts";
import type { TenancyAccess } from "./tenancy-access.ts";
import { voidSigning } from "./tenancy-agreements.ts";
import { partyIds } from "./tenancy-effects.ts";
import { anySignatureGiven } from "./tenancy-signing-completion.ts";
import {
  announce,
  refuseMove,
  SIGNATURES_VOIDED,
  setState,
  type TenancyDeps,
  withLockedTenancy,
} from "./tenancy-steps.ts";

// A tenant's guarantor (decision 062): named by the tenant, with a name and an email, and sent a
// link to the agreement once it is out to sign (straight away if it already is). Naming them
// again, or sending the link again, draws a new link; a signed guarantee stays until the terms or
// the agreement change, which voids every signature.

const linkFields = (now: Date) => ({
  linkNonce: newLinkNonce(),
  invitedAt: now,
  linkExpiresAt: new Date(now.getTime() + GUARANTOR_LINK_DAYS * DAY_MS),
});

/** A tenant names their guarantor, or sends the same one a fresh link. */
export async function nameGuarantor(
  deps: TenancyDeps,
  tenancyId: string,
  actorId: string,
  input: GuarantorInput,
) {
  return withLockedTenancy(deps, tenancyId, actorId, async (tx, access, now) => {
    refuseMove("name_guarantor", access);
    const existing = (await guarantorsOf(tx, access.tenancy.id)).find((g) => g.tenantId === actorId);
    if (existing?.signedAt) throw catalogueError(409, "guarantor_already_signed");
    const parties = await partiesByIds(tx, partyIds(access));
    const reason = guarantorEmailError(
      input.email,
      parties.map((p) => p.email),
    );
    if (reason) throw catalogueError(422, "guarantor_refused", { reason });
    const values = { name: input.name.trim(), email: input.email.trim().toLowerCase(), ...linkFields(now) };
    const replacing = existing !== undefined && existing.email !== values.email;
    const unneeded = replacing ? await voidIfAnyoneSigned(tx, access, now) : null;
    const [row] = await tx
      .insert(tenancyGuarantors)
      .values({ tenancyId: access.tenancy.id, tenantId: actorId, ...values })
      .onConflictDoUpdate({ target: [tenancyGuarantors.tenancyId, tenancyGuarantors.tenantId], set: values })
      .returning();
    if (row && access.tenancy.state === "out_for_signature" && !unneeded)
      await enqueueGuarantorInvitation(tx, row, now);
    const did = unneeded
      ? `replaced their guarantor${SIGNATURES_VOIDED}`
      : replacing
        ? "replaced their guarantor"
        : existing
          ? "sent their guarantor a new link"
          : "named a guarantor";
    await announce(deps, tx, access, actorId, did, "Guarantor named");
    return unneeded ?? [];
  });
}

/**
 * A tenant removes their guarantor before the guarantor has signed. Those who signed already did
 * so with that guarantor named, so their signatures are void, as when the terms change.
 */
export async function removeGuarantor(deps: TenancyDeps, tenancyId: string, actorId: string) {
  return withLockedTenancy(deps, tenancyId, actorId, async (tx, access, now) => {
    refuseMove("name_guarantor", access);
    const existing = (await guarantorsOf(tx, access.tenancy.id)).find((g) => g.tenantId === actorId);
    if (!existing) throw notFound("You have not named a guarantor.");
    if (existing.signedAt) throw catalogueError(409, "guarantor_already_signed");
    await tx.delete(tenancyGuarantors).where(eq(tenancyGuarantors.id, existing.id));
    const unneeded = await voidIfAnyoneSigned(tx, access, now);
    const did = `removed their guarantor${unneeded ? SIGNATURES_VOIDED : ""}`;
    await announce(deps, tx, access, actorId, did, "Guarantor removed");
    return unneeded ?? [];
  });
}

/**
 * A guarantor changed after anyone has signed: the signatures were given with another guarantor
 * named, so they are void and the agreement goes back to the landlord to send again. Returns the
 * documents made unneeded, or null when nobody had signed.
 */
async function voidIfAnyoneSigned(tx: Tx, access: TenancyAccess, now: Date): Promise<string[] | null> {
  if (access.tenancy.state !== "out_for_signature" || !(await anySignatureGiven(tx, access.tenancy.id)))
    return null;
  const unneeded = await voidSigning(tx, access.tenancy.id);
  await setState(tx, access, "terms_drafted", now);
  return unneeded;
}

/** Sending the agreement out to sign sends every guarantor a fresh link to it. */
export async function sendGuarantorLinks(tx: Tx, tenancyId: string, now: Date) {
  for (const guarantor of await guarantorsOf(tx, tenancyId)) {
    const fields = linkFields(now);
    await tx.update(tenancyGuarantors).set(fields).where(eq(tenancyGuarantors.id, guarantor.id));
    await enqueueGuarantorInvitation(tx, { id: guarantor.id, linkNonce: fields.linkNonce }, now);
  }
}
