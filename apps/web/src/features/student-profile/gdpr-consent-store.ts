// Landlord GDPR consent (spec §3 "landlord GDPR consent (stored locally on the device)", §5, §8):
// a landlord must agree once per student before seeing that student's profile detail. The server
// keeps the record that counts (POST /api/profiles/:id/consent) and withholds the detail until it
// exists; this device copy in localStorage, a JSON list of {student_id, landlord_id, consented_at},
// is only a cache that lets the dialog open on the right screen before the server answers. These
// helpers are pure (storage is passed in) so they can be tested without a browser.

export const GDPR_CONSENT_STORAGE_KEY = "roost.gdpr-consents";

export interface GdprConsentRecord {
  student_id: string;
  landlord_id: string;
  /** ISO 8601 time the landlord agreed. */
  consented_at: string;
}

/** The slice of the Storage API the helpers use (window.localStorage satisfies it). */
export interface ConsentStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const isRecord = (value: unknown): value is GdprConsentRecord => {
  if (typeof value !== "object" || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.student_id === "string" &&
    r.student_id !== "" &&
    typeof r.landlord_id === "string" &&
    r.landlord_id !== "" &&
    typeof r.consented_at === "string"
  );
};

/** Parses the stored list; anything corrupt or hand-edited is dropped rather than trusted. */
export function parseConsents(raw: string | null): GdprConsentRecord[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? data.filter(isRecord) : [];
  } catch {
    return [];
  }
}

export function findConsent(
  records: readonly GdprConsentRecord[],
  studentId: string,
  landlordId: string,
): GdprConsentRecord | null {
  return records.find((r) => r.student_id === studentId && r.landlord_id === landlordId) ?? null;
}

/** Adds a consent for the pair; an existing one is kept (consent is one-time, its first time stands). */
export function withConsent(
  records: readonly GdprConsentRecord[],
  studentId: string,
  landlordId: string,
  now: Date,
): GdprConsentRecord[] {
  if (findConsent(records, studentId, landlordId)) return [...records];
  return [...records, { student_id: studentId, landlord_id: landlordId, consented_at: now.toISOString() }];
}

/** Drops the pair's record (the server does not know the consent: the cache was stale). */
export function withoutConsent(
  records: readonly GdprConsentRecord[],
  studentId: string,
  landlordId: string,
): GdprConsentRecord[] {
  return records.filter((r) => !(r.student_id === studentId && r.landlord_id === landlordId));
}

export function readConsents(storage: ConsentStorage | null | undefined): GdprConsentRecord[] {
  try {
    return parseConsents(storage?.getItem(GDPR_CONSENT_STORAGE_KEY) ?? null);
  } catch {
    // Storage can throw (privacy mode, blocked cookies): behave as if nothing was stored.
    return [];
  }
}

export function hasStoredConsent(
  storage: ConsentStorage | null | undefined,
  studentId: string,
  landlordId: string,
): boolean {
  return findConsent(readConsents(storage), studentId, landlordId) !== null;
}

/** Stores the consent; returns false when storage refused it (the consent then lasts this session only). */
export function storeConsent(
  storage: ConsentStorage | null | undefined,
  studentId: string,
  landlordId: string,
  now: Date = new Date(),
): boolean {
  if (!storage) return false;
  try {
    const next = withConsent(readConsents(storage), studentId, landlordId, now);
    storage.setItem(GDPR_CONSENT_STORAGE_KEY, JSON.stringify(next));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the pair's consent on this device; storage that refuses is left as it is. */
export function forgetConsent(
  storage: ConsentStorage | null | undefined,
  studentId: string,
  landlordId: string,
): void {
  if (!storage) return;
  try {
    storage.setItem(
      GDPR_CONSENT_STORAGE_KEY,
      JSON.stringify(withoutConsent(readConsents(storage), studentId, landlordId)),
    );
  } catch {
    // Nothing to do: a stale cache entry only means the profile dialog opens on its loading state.
  }
}
