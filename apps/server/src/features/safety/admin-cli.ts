import { toSingleLine } from "@roost/shared/domain/text-safety.ts";
import { AppError } from "../../lib/errors.ts";
import { formatPendingVerifications, setOperator } from "../landlord-trust/operator-commands.ts";
import { approveVerification, rejectVerification } from "../landlord-trust/verification.service.ts";
import { formatCopyReviews } from "../properties/copy-check/copy-review-commands.ts";
import { clearCopyReview, withdrawCopiedListing } from "../properties/copy-check/copy-reviews.service.ts";
import { formatReportedReviews, hideReview, unhideReview } from "../reviews/review-commands.ts";
import {
  type AdminContext,
  AdminError,
  dismissReport,
  listOpenReports,
  reinstateListing,
  suspendUser,
  unsuspendUser,
  withdrawListing,
} from "./admin-commands.ts";
import type { ReportDetails } from "./report-details.ts";

export const USAGE = `Usage: npm run admin -- <command> [id]

Commands:
  reports                List open reports, oldest first: id, when, reporter, target, reason, details
  dismiss-report ID      Close a report without acting on it
  withdraw-listing ID    Take a listing off the market (status withdrawn; its page answers 410, its
                         owner can no longer change it), delete its photos and mark the open
                         reports about it actioned
  reinstate-listing ID   Undo a withdrawal: the listing returns to its owner paused, to add photos
                         to and publish again
  suspend-user ID        Suspend an account: sign-in refused, every session ended at once;
                         marks the open reports about the user actioned (listings stay: withdraw them)
  unsuspend-user ID      Lift a suspension
  verifications          List landlords' pending verification requests, oldest first
  approve ID             Approve a verification request: the landlord is verified (Trusted Landlord)
  reject ID "reason"     Reject a verification request; the landlord is told the reason
  review-reports         List reported reviews, most reported first
  hide-review ID RULE "reason"
                         Hide a review under a rule of the review policy (personal_data, abusive,
                         not_genuine, off_topic, unlawful), never for being negative
  unhide-review ID       Show a hidden review again
  copy-reviews           List listings held as possible copies of others', oldest first
  clear-copy ID          Not a copy: the held listing goes live and its owner is emailed
  withdraw-copy ID "reason"
                         A copy: the held listing is withdrawn with its photos; the reason is kept,
                         its owner is emailed that it was not published
  grant-operator WHO     Let an account (email or id) review verifications at /operator/verifications
                         and held listings at /operator/listings
  revoke-operator WHO    Take that role away again

It uses the server's own configuration: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR
(the running server's, when one is up).

Exit codes: 0 done, 1 failed (unknown id, configuration, database), 2 wrong usage.`;

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export type { AdminContext };

/** Each command and how many arguments it takes. */
const ARITY = {
  reports: 0,
  "dismiss-report": 1,
  "withdraw-listing": 1,
  "reinstate-listing": 1,
  "suspend-user": 1,
  "unsuspend-user": 1,
  verifications: 0,
  approve: 1,
  reject: 2,
  "review-reports": 0,
  "hide-review": 3,
  "unhide-review": 1,
  "copy-reviews": 0,
  "clear-copy": 1,
  "withdraw-copy": 2,
  "grant-operator": 1,
  "revoke-operator": 1,
} as const;
type Command = keyof typeof ARITY;
const isCommand = (command: string): command is Command => Object.hasOwn(ARITY, command);

/** Parses and runs one command; returns the process exit code. */
export async function runAdmin(argv: readonly string[], ctx: AdminContext): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === "help" || command === "--help" || command === "-h") {
    (command ? ctx.out : ctx.err)(USAGE);
    return command ? EXIT.ok : EXIT.usage;
  }
  if (!isCommand(command) || args.length !== ARITY[command] || args.some((arg) => !arg.trim())) {
    ctx.err(
      isCommand(command)
        ? `Wrong arguments for ${command}.\n`
        : `Unknown command "${toSingleLine(command)}".\n`,
    );
    ctx.err(USAGE);
    return EXIT.usage;
  }
  try {
    await run(
      command,
      args.map((arg) => arg.trim()),
      ctx,
    );
    return EXIT.ok;
  } catch (error) {
    if (error instanceof AdminError) {
      ctx.err(error.message);
      return EXIT.failed;
    }
    throw error;
  }
}

async function run(command: Command, [id = "", reason = "", more = ""]: string[], ctx: AdminContext) {
  switch (command) {
    case "reports": {
      const open = await listOpenReports(ctx.db);
      if (open.length === 0) ctx.out("No open reports.");
      for (const report of open) ctx.out(formatReport(report));
      if (open.length > 0) ctx.out(`${open.length} open report${open.length === 1 ? "" : "s"}.`);
      return;
    }
    case "dismiss-report":
      await dismissReport(ctx.db, ctx.now(), id);
      ctx.out(`Report ${id} dismissed.`);
      return;
    case "withdraw-listing": {
      const done = await withdrawListing(ctx, ctx.now(), id);
      ctx.out(
        `Listing ${id} (${toSingleLine(done.address)}) withdrawn; ${done.photosRemoved} photo(s) deleted, ` +
          `${done.reportsActioned} open report(s) marked actioned.`,
      );
      return;
    }
    case "reinstate-listing": {
      const done = await reinstateListing(ctx.db, ctx.now(), id);
      ctx.out(
        `Listing ${id} (${toSingleLine(done.address)}) reinstated as paused; its owner adds photos and publishes it again.`,
      );
      return;
    }
    case "suspend-user": {
      const done = await suspendUser(ctx.db, ctx.now(), id);
      ctx.out(
        `User ${id} (${toSingleLine(done.name)}) suspended; ${done.sessionsEnded} session(s) ended, ` +
          `${done.reportsActioned} open report(s) marked actioned.`,
      );
      return;
    }
    case "unsuspend-user": {
      const done = await unsuspendUser(ctx.db, id);
      ctx.out(`User ${id} (${toSingleLine(done.name)}) can sign in again.`);
      return;
    }
    case "verifications":
      for (const line of await formatPendingVerifications(ctx.db, ctx.publicUrl)) ctx.out(line);
      return;
    case "approve":
    case "reject":
      await decideVerification(ctx, command, id, reason);
      return;
    case "review-reports":
      for (const line of await formatReportedReviews(ctx.db)) ctx.out(line);
      return;
    case "hide-review":
      await hideReview(ctx.db, ctx.now(), id, reason, more);
      ctx.out(`Review ${id} hidden under the rule "${reason}"; its reports are marked actioned.`);
      return;
    case "unhide-review":
      await unhideReview(ctx.db, id);
      ctx.out(`Review ${id} is shown again.`);
      return;
    case "copy-reviews":
      for (const line of await formatCopyReviews(ctx.db, ctx.publicUrl)) ctx.out(line);
      return;
    case "clear-copy":
    case "withdraw-copy":
      await decideCopyReview(ctx, command, id, reason);
      return;
    case "grant-operator":
    case "revoke-operator": {
      const name = await setOperator(ctx.db, id, command === "grant-operator");
      if (name === null) throw new AdminError(`No account with email or id ${id}.`);
      ctx.out(
        command === "grant-operator"
          ? `${toSingleLine(name)} is an operator: they review verifications at /operator/verifications and held listings at /operator/listings.`
          : `${toSingleLine(name)} is no longer an operator.`,
      );
      return;
    }
  }
}

async function decideCopyReview(
  ctx: AdminContext,
  command: "clear-copy" | "withdraw-copy",
  id: string,
  reason: string,
) {
  await asAdminError(() =>
    command === "clear-copy"
      ? clearCopyReview(ctx, ctx.now(), id, "admin command")
      : withdrawCopiedListing(ctx, ctx.now(), id, "admin command", reason),
  );
  ctx.out(
    command === "clear-copy"
      ? `Check ${id} cleared; the listing is live (when still complete) and its owner has been told.`
      : `Check ${id}: the listing is withdrawn with its photos; its owner has been told it was not published.`,
  );
}

/** A service's refusal (unknown id, already decided) is the operator's to read, not a crash. */
async function asAdminError(action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (error) {
    if (error instanceof AppError) throw new AdminError(error.message);
    throw error;
  }
}

async function decideVerification(
  ctx: AdminContext,
  command: "approve" | "reject",
  id: string,
  reason: string,
) {
  await asAdminError(() =>
    command === "approve"
      ? approveVerification(ctx.db, ctx.now(), id, "admin command")
      : rejectVerification(ctx.db, ctx.now(), id, "admin command", reason),
  );
  ctx.out(
    command === "approve"
      ? `Verification ${id} approved; the landlord is verified and has been told.`
      : `Verification ${id} rejected; the landlord has been told why.`,
  );
}

function formatReport(r: ReportDetails): string {
  const target = r.listing
    ? `listing ${r.listing.id} (${r.listing.address}; owner ${r.listing.ownerId})`
    : `user ${r.user?.id} (${r.user?.name} <${r.user?.email}>)`;
  const details = r.details ? r.details.split("\n").map((line) => `    ${line}`) : ["    (no details)"];
  return [
    `Report ${r.id}`,
    `  when:     ${r.createdAt.toISOString()}`,
    `  reporter: ${r.reporter.id} (${r.reporter.name} <${r.reporter.email}>)`,
    `  target:   ${target}`,
    `  reason:   ${r.reason}`,
    "  details:",
    ...details,
    "",
  ].join("\n");
}
