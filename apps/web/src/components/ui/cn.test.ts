import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./cn.ts";

// The overrides the app's components rely on (a caller's class over a component's, a state's
// class over the base), each resolved as tailwind-merge, which cn replaced, resolves it.
const BUTTON_ACCENT_MD =
  "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 whitespace-nowrap bg-accent-400 text-stone-900 hover:bg-accent-500 shadow-sm h-10 px-4 text-sm";
const CONTROL =
  "block w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 shadow-sm focus:border-brand-600 h-10";
const CASES: [string, string][] = [
  ["animate-pulse rounded-md bg-stone-200", "rounded-full"],
  ["animate-pulse rounded-md bg-stone-200", "h-4 w-24 rounded-none"],
  [BUTTON_ACCENT_MD, "bg-transparent text-white hover:bg-white/10 border border-white/40"],
  [BUTTON_ACCENT_MD, "h-11 w-full"],
  ["inline-flex items-center rounded-lg h-10 w-10 text-stone-900", "size-8 px-0 text-stone-500"],
  [CONTROL, "h-8 w-auto"],
  [CONTROL, "text-base"],
  ["inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium", "text-sm"],
  ["flex gap-2.5 rounded-xl border border-stone-200 bg-white p-4 text-sm", "hidden lg:flex"],
  ["flex gap-3 px-3 py-3", "p-4 items-start"],
  ["p-4", "px-3 pt-2"],
  ["flex items-center gap-3 py-2.5", "py-3"],
  ["border px-3 border-stone-300", "border-red-400"],
  ["size-8 animate-spin rounded-full border-4 border-brand-600 border-r-transparent", ""],
  ["rounded-lg shadow-sm", "shadow-md"],
  ["ring-1 bg-amber-50 text-amber-800 ring-amber-200", "bg-green-50 text-green-800 ring-green-200"],
  ["rounded-xl transition-shadow", "ring-2 ring-brand-600 ring-offset-2"],
  ["flex min-h-0 flex-col", "min-h-[460px]"],
  ["transition hover:scale-105", "transition-colors"],
  ["mt-1.5 px-px text-[10px] leading-tight sm:text-[11px]", "text-stone-500"],
  ["prose-roost [&>:first-child]:mt-0!", "mt-4"],
  ["-ml-1 rounded-full p-2 text-stone-600 hover:bg-stone-100", "hover:bg-brand-50 gap-x-2 gap-4"],
  ["font-medium text-stone-700", "font-semibold text-stone-900"],
];

describe("cn", () => {
  it.each(CASES)("resolves %s + %s as tailwind-merge does", (base, override) => {
    expect(cn(base, override)).toBe(twMerge(`${base} ${override}`));
  });

  it("skips falsy parts", () => {
    expect(cn("a", false, null, undefined, "", "b")).toBe("a b");
  });
});
