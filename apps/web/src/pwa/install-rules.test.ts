import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { INSTALL_PROMPT_SNOOZE_DAYS } from "@roost/shared/domain/push.ts";
import { describe, expect, it } from "vitest";
import { installPromptDue, recordDismissal, recordSavedSearch, recordVisit } from "./install-rules.ts";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, v: string) => items.set(key, v),
  };
}

const now = 1_800_000_000_000;

describe("the Install Roost prompt", () => {
  it("never shows on a first visit, however many pages it opens", () => {
    const device = memoryStorage();
    const session = memoryStorage();
    for (let page = 0; page < 5; page++) recordVisit(device, session);
    expect(installPromptDue(device, now)).toBe(false);
  });

  it("shows from the second visit on", () => {
    const device = memoryStorage();
    recordVisit(device, memoryStorage());
    recordVisit(device, memoryStorage());
    expect(installPromptDue(device, now)).toBe(true);
  });

  it("shows once a search is saved, even on a first visit", () => {
    const device = memoryStorage();
    recordVisit(device, memoryStorage());
    recordSavedSearch(device);
    expect(installPromptDue(device, now)).toBe(true);
  });

  it("stays away for the snooze once dismissed, then comes back", () => {
    const device = memoryStorage();
    recordSavedSearch(device);
    recordDismissal(device, now);
    const snooze = INSTALL_PROMPT_SNOOZE_DAYS * DAY_MS;
    expect(installPromptDue(device, now + snooze - 1)).toBe(false);
    expect(installPromptDue(device, now + snooze)).toBe(true);
  });
});
