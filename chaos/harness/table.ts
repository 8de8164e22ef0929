import type { ScenarioOutcome } from "./runner.ts";

const HEADERS = [
  "scenario",
  "sent",
  "acknowledged",
  "delivered",
  "lost",
  "duplicated",
  "time to converge",
  "result",
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The run as a plain-text table, then one line per problem or note. */
export function formatTable(outcomes: readonly ScenarioOutcome[]): string {
  const rows = outcomes.map(({ scenario, result, passed }) => [
    scenario.name,
    ...(result
      ? [
          String(result.sent),
          String(result.acknowledged),
          String(result.delivered),
          String(result.lost),
          String(result.duplicated),
          result.convergeMs === null ? `not within ${seconds(result.boundMs)}` : seconds(result.convergeMs),
        ]
      : ["-", "-", "-", "-", "-", "-"]),
    passed ? "ok" : "FAILED",
  ]);
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) =>
        i === 0 || i === cells.length - 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0),
      )
      .join("  ")
      .trimEnd();
  const out = [
    line(HEADERS),
    widths
      .map((w) => "-".repeat(w))
      .join("  ")
      .trimEnd(),
    ...rows.map(line),
  ];
  for (const { scenario, result, error } of outcomes) {
    if (error) out.push(`${scenario.name}: ${error}`);
    for (const p of result?.problems ?? []) out.push(`${scenario.name}: ${p}`);
    for (const n of result?.notes ?? []) out.push(`${scenario.name} (note): ${n}`);
  }
  return out.join("\n");
}
