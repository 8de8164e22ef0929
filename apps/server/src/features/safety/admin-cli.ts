import { toSingleLine } from "@roost/shared/domain/text-safety.ts";
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

It uses the server's own configuration: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR
(the running server's, when one is up).

Exit codes: 0 done, 1 failed (unknown id, configuration, database), 2 wrong usage.`;

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export type { AdminContext };

const COMMANDS_WITH_ID = [
  "dismiss-report",
  "withdraw-listing",
  "reinstate-listing",
  "suspend-user",
  "unsuspend-user",
] as const;
type CommandWithId = (typeof COMMANDS_WITH_ID)[number];
const needsId = (command: string): command is CommandWithId =>
  (COMMANDS_WITH_ID as readonly string[]).includes(command);

/** Parses and runs one command; returns the process exit code. */
export async function runAdmin(argv: readonly string[], ctx: AdminContext): Promise<number> {
  const [command, id, ...rest] = argv;
  if (!command || command === "help" || command === "--help" || command === "-h") {
    (command ? ctx.out : ctx.err)(USAGE);
    return command ? EXIT.ok : EXIT.usage;
  }
  const wanted = needsId(command) ? 1 : command === "reports" ? 0 : -1;
  const given = (id === undefined ? 0 : 1) + rest.length;
  if (wanted < 0 || given !== wanted || (wanted === 1 && !id?.trim())) {
    ctx.err(
      wanted < 0 ? `Unknown command "${toSingleLine(command)}".\n` : `Wrong arguments for ${command}.\n`,
    );
    ctx.err(USAGE);
    return EXIT.usage;
  }
  try {
    await run(command as CommandWithId | "reports", (id ?? "").trim(), ctx);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof AdminError) {
      ctx.err(error.message);
      return EXIT.failed;
    }
    throw error;
  }
}

async function run(command: CommandWithId | "reports", id: string, ctx: AdminContext) {
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
  }
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
