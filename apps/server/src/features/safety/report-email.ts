import { sql } from "drizzle-orm";
import type { JobContext } from "../../jobs/job.ts";
import { escapeHtml } from "../../mail/booking-email.ts";
import { createMailer, type MailMessage } from "../../mail/mailer.ts";
import { loadReports, type ReportDetails } from "./report-details.ts";

/** Job 'report-email' {reportId}: tells the operators (REPORTS_EMAIL) about a new report. */
export const REPORT_EMAIL = "report-email";

export function renderReportEmail(report: ReportDetails, publicUrl: string, to: string): MailMessage {
  const kind = report.listing ? "listing" : "user";
  const subject = `Roost report: ${kind} — ${report.reason}`;
  const rows: [string, string][] = [
    ["Report", report.id],
    ["Received", report.createdAt.toISOString()],
    ["Reason", report.reason],
    ["Reporter", `${report.reporter.name} <${report.reporter.email}> (${report.reporter.id})`],
  ];
  const actions = ["npm run admin -- reports"];
  if (report.listing) {
    rows.push(["Listing", `${report.listing.address} — ${publicUrl}/property/${report.listing.id}`]);
    rows.push(["Listing owner", report.listing.ownerId]);
    actions.push(`npm run admin -- withdraw-listing ${report.listing.id}`);
  }
  if (report.user) {
    rows.push(["Reported user", `${report.user.name} <${report.user.email}> (${report.user.id})`]);
    actions.push(`npm run admin -- suspend-user ${report.user.id}`);
  }
  actions.push(`npm run admin -- dismiss-report ${report.id}`);
  const details = report.details ?? "(none given)";
  const text = [
    `Someone reported a ${kind} on Roost.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Details:",
    details,
    "",
    "Act on it from the server's command line:",
    ...actions.map((a) => `  ${a}`),
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<h1 style="font-size: 20px">Someone reported a ${kind} on Roost</h1>
<table>${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding: 4px 12px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>
<h2 style="font-size: 16px">Details</h2>
<p style="white-space: pre-wrap">${escapeHtml(details)}</p>
<h2 style="font-size: 16px">Act on it from the server's command line</h2>
<pre>${actions.map(escapeHtml).join("\n")}</pre>
</body></html>`;
  // Everyone the operators' mail names: the reporter, the reported user, the listing's owner.
  const personIds = [report.reporter.id, report.user?.id, report.listing?.ownerId].filter(
    (id): id is string => Boolean(id),
  );
  return { to: [to], subject, text, html, kind: "report", personIds };
}

/**
 * Sends one report to the operators. Without REPORTS_EMAIL (production only; elsewhere it has a
 * default) it logs and finishes: the report is in the database for `npm run admin -- reports`.
 */
export async function reportEmailJob({ deps, payload }: JobContext): Promise<void> {
  const db = deps.database.db;
  const [report] = await loadReports(db, sql`r.id = ${String(payload.reportId ?? "")}::uuid`);
  if (!report) return; // deleted since (its reporter or target was deleted)
  const to = deps.config?.reportsEmail ?? null;
  if (!to) {
    deps.log.warn(
      { reportId: report.id },
      "REPORTS_EMAIL is not set; the report waits in `npm run admin -- reports`",
    );
    return;
  }
  const publicUrl = deps.config?.publicUrl ?? "http://localhost:3000";
  await createMailer({ config: deps.config, db, log: deps.log }).sendMail(
    renderReportEmail(report, publicUrl, to),
    `report:${report.id}`,
  );
}
