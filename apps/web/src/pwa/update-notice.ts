// "Roost was updated", said once per new version: whichever page first sees a version take
// control compares it with the last one any page saw on this device.

const SEEN_VERSION_KEY = "roost.worker-version";

/**
 * Whether the version now in control is news to this person: true once per new version, false
 * for the very first one (an install is no update) and for one already announced.
 */
export function isNewVersion(storage: Pick<Storage, "getItem" | "setItem">, version: string): boolean {
  const seen = storage.getItem(SEEN_VERSION_KEY);
  if (seen === version) return false;
  storage.setItem(SEEN_VERSION_KEY, version);
  return seen !== null;
}
