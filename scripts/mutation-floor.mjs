#!/usr/bin/env node
// `npm run mutation [-- <Stryker options>]` (decision 028): runs Stryker with the options given,
// then reads its JSON report and holds every mutated module to MUTATION_FLOOR on its own. Stryker
// breaks on the total only, and a small module can sit far below the floor inside a total above it.
// Prints each module's score, worst first; exits 1 naming the modules below the floor.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import strykerConfig, { MUTATION_FLOOR } from "../stryker.config.mjs";

/**
 * Modules not held to the floor until their owner adds their tests, each with why (none today). A
 * module leaves this list with its tests; nothing else belongs here.
 * @type {Map<string, string>}
 */
export const EXCLUDED_MODULES = new Map([]);

/** @typedef {{ status: string }} Mutant  One mutant of Stryker's JSON report. */
/** @typedef {{ files: Record<string, { mutants: Mutant[] }> }} MutationReport */
/** @typedef {{ file: string, mutants: number, score: number | null }} ModuleScore */

const DETECTED = new Set(["Killed", "Timeout"]);
const UNDETECTED = new Set(["Survived", "NoCoverage"]);

/**
 * Stryker's mutation score of some mutants, in percent: detected (killed or timed out) over valid
 * (detected or not); compile and runtime errors and ignored mutants do not count. Null when none is valid.
 * @param {Mutant[]} mutants
 * @returns {number | null}
 */
export function mutationScore(mutants) {
  const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
  const undetected = mutants.filter((m) => UNDETECTED.has(m.status)).length;
  const valid = detected + undetected;
  return valid === 0 ? null : (detected / valid) * 100;
}

/**
 * Each module of a Stryker JSON report with its score (worst first; modules without a valid mutant
 * last), and the modules below `floor` that are not excluded.
 * @param {MutationReport} report
 * @returns {{ modules: ModuleScore[], below: (ModuleScore & { score: number })[] }}
 */
export function floorCheck(report, floor = MUTATION_FLOOR, excluded = EXCLUDED_MODULES) {
  const modules = Object.entries(report.files)
    .map(([file, { mutants }]) => ({ file, mutants: mutants.length, score: mutationScore(mutants) }))
    .sort((a, b) => (a.score ?? Infinity) - (b.score ?? Infinity) || a.file.localeCompare(b.file));
  const below = modules.filter(
    /** @returns {m is ModuleScore & { score: number }} */
    (m) => m.score !== null && m.score < floor && !excluded.has(m.file),
  );
  return { modules, below };
}

/** @param {ReturnType<typeof floorCheck>} result */
function printScores({ modules, below }) {
  console.log(`\nMutation score per module (floor ${MUTATION_FLOOR}%):`);
  for (const m of modules) {
    const score = m.score === null ? "n/a" : `${m.score.toFixed(2)}%`;
    const why = EXCLUDED_MODULES.has(m.file) ? `  (excluded: ${EXCLUDED_MODULES.get(m.file)})` : "";
    console.log(`  ${score.padStart(7)}  ${String(m.mutants).padStart(4)} mutants  ${m.file}${why}`);
  }
  for (const m of below) {
    console.error(`mutation-floor: ${m.file} scores ${m.score.toFixed(2)}%, below ${MUTATION_FLOOR}%`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const reportName = strykerConfig.jsonReporter?.fileName;
  if (!reportName) throw new Error("stryker.config.mjs names no JSON report (jsonReporter.fileName)");
  const reportFile = path.resolve(root, reportName);
  const started = Date.now();
  const stryker = spawnSync(
    path.join(root, "node_modules", ".bin", "stryker"),
    ["run", ...process.argv.slice(2)],
    { cwd: root, stdio: "inherit" },
  );
  // A run that stopped before reporting leaves the last run's report: judging that would mislead.
  if (!existsSync(reportFile) || statSync(reportFile).mtimeMs < started) {
    console.error(`mutation-floor: Stryker wrote no report to ${reportFile}`);
    process.exit(stryker.status || 1);
  }
  const result = floorCheck(JSON.parse(readFileSync(reportFile, "utf8")));
  printScores(result);
  process.exitCode = stryker.status || (result.below.length > 0 ? 1 : 0);
}
