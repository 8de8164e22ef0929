import {
  checkFromInput,
  type RightToRentExemptionInput,
  type RightToRentInput,
} from "@roost/shared/contracts/right-to-rent.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { userChannel } from "@roost/shared/domain/realtime-channels.ts";
import {
  EXEMPTABLE_LET_KINDS,
  RIGHT_TO_RENT_EXEMPTION_LABELS,
  RIGHT_TO_RENT_REMINDER_DAYS,
  rightToRentErrors,
} from "@roost/shared/domain/right-to-rent.ts";
import { ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import type { Tx } from "../../db/client.ts";
import { rightToRentChecks } from "../../db/schema.ts";
import { enqueue } from "../../jobs/queue.ts";
import { catalogueError } from "../../lib/errors.ts";
import { publishMany } from "../../realtime/bus.ts";
import { RIGHT_TO_RENT_REMINDER } from "./right-to-rent-reminder.ts";
import { rightToRentView } from "./right-to-rent-view.ts";
import { tenantIdsOf } from "./tenancy-agreements.ts";
import { announce, refuseMove, setState, type TenancyDeps, withLockedTenancy } from "./tenancy-steps.ts";

// The landlord's Right to Rent record and the move-in it allows (decision 062): one check per
// adult occupier (each tenant, each permitted occupier the terms name), what was checked and when,
// never the document. A time-limited right's follow-up is reminded by email beforehand.

/** The landlord records (or corrects) one occupier's check. */
export async function recordRightToRent(
  deps: TenancyDeps,
  tenancyId: string,
  actorId: string,
  input: RightToRentInput,
) {
  return withLockedTenancy(deps, tenancyId, actorId, async (tx, access, now) => {
    refuseMove("record_right_to_rent", access);
    const isTenant = input.tenant_id !== undefined && tenantIdsOf(access).includes(input.tenant_id);
    const isOccupier =
      input.occupier_name !== undefined &&
      access.tenancy.terms.permittedOccupiers.includes(input.occupier_name);
    if (isTenant === isOccupier) throw catalogueError(422, "tenancy_not_an_occupier");
    const check = checkFromInput(input);
    const [reason] = Object.values(rightToRentErrors(check, ukIsoDate(now)));
    if (reason) throw catalogueError(422, "right_to_rent_refused", { reason });
    const values = {
      tenancyId: access.tenancy.id,
      tenantId: isTenant ? (input.tenant_id ?? null) : null,
      occupierName: isTenant ? null : (input.occupier_name ?? null),
      document: check.document,
      timeLimited: check.timeLimited,
      checkedOn: check.checkedOn,
      followUpOn: check.followUpOn,
      recordedAt: now,
    };
    const [row] = await tx
      .insert(rightToRentChecks)
      .values(values)
      .onConflictDoUpdate({
        target: [rightToRentChecks.tenancyId, rightToRentChecks.tenantId, rightToRentChecks.occupierName],
        set: values,
      })
      .returning({ id: rightToRentChecks.id });
    if (row && check.followUpOn) await scheduleReminder(tx, row.id, check.followUpOn, now);
    // Only the landlord and that occupier may know what was checked: the others are told nothing.
    if (values.tenantId)
      await publishMany(tx, [
        {
          channel: userChannel(values.tenantId),
          event: { kind: "tenancy_updated", tenancy_id: access.tenancy.id },
        },
      ]);
    return [];
  });
}

async function scheduleReminder(tx: Tx, checkId: string, followUpOn: string, now: Date) {
  const due = new Date(Date.parse(followUpOn) - RIGHT_TO_RENT_REMINDER_DAYS * DAY_MS);
  await enqueue(
    tx,
    RIGHT_TO_RENT_REMINDER,
    { checkId, followUpOn },
    { runAt: due > now ? due : now, uniqueKey: `${RIGHT_TO_RENT_REMINDER}:${checkId}:${followUpOn}` },
  );
}

/**
 * The landlord marks a let the Renters' Rights Act does not cover exempt from Right to Rent checks
 * (or takes the mark off): the checks recorded stay, and move-in no longer waits for the rest.
 */
export async function markRightToRentExempt(
  deps: TenancyDeps,
  tenancyId: string,
  actorId: string,
  input: RightToRentExemptionInput,
) {
  return withLockedTenancy(deps, tenancyId, actorId, async (tx, access, now) => {
    refuseMove("record_right_to_rent", access);
    if (input.exemption && !EXEMPTABLE_LET_KINDS.includes(access.tenancy.terms.letKind))
      throw catalogueError(422, "right_to_rent_not_exemptable");
    await setState(tx, access, access.tenancy.state, now, {
      rightToRentExemption: input.exemption,
      rightToRentExemptAt: input.exemption ? now : null,
    });
    const did = input.exemption
      ? `marked the let exempt from Right to Rent checks: ${RIGHT_TO_RENT_EXEMPTION_LABELS[input.exemption]}`
      : "took off the let's exemption from Right to Rent checks: every adult occupier needs a check";
    await announce(deps, tx, access, actorId, did, "Right to Rent");
    return [];
  });
}

/** The landlord marks the signed tenancy ready to move in, once every occupier is checked. */
export async function markReadyToMoveIn(deps: TenancyDeps, tenancyId: string, actorId: string) {
  return withLockedTenancy(deps, tenancyId, actorId, async (tx, access, now) => {
    refuseMove("mark_ready", access);
    const entries = await rightToRentView(tx, access, actorId, new Map());
    if (!access.tenancy.rightToRentExemption && entries.some((entry) => entry.check === null))
      throw catalogueError(409, "tenancy_right_to_rent_missing");
    await setState(tx, access, "ready_to_move_in", now);
    await announce(deps, tx, access, actorId, "marked the tenancy ready to move in", "Ready to move in");
    return [];
  });
}
