import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import type { UserType } from "@roost/shared/domain/user-types.ts";
import { ShieldCheck } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { notify } from "../../lib/toast.ts";
import { type ConsentStorage, forgetConsent, hasStoredConsent, storeConsent } from "./gdpr-consent-store.ts";
import { ProfileViewDialog } from "./profile-view-dialog.tsx";
import { useProfileView, useRecordProfileConsent } from "./student-profile.queries.ts";

const storage = (): ConsentStorage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** Consents confirmed this session when storage refused to keep them. */
const sessionConsents = new Set<string>();
const pairKey = (studentId: string, landlordId: string) => `${landlordId}\u0000${studentId}`;

/**
 * This device's copy of the landlord's consents (spec §3, §5): a cache of the server's record, so
 * the dialog can open on the right screen before the server answers. `remember` after the server
 * confirmed a consent, `forget` when the server says there is none.
 */
export function useGdprConsentCache(studentId: string | null, landlordId: string | null) {
  const [, rerender] = useState(0);
  const cached =
    studentId !== null &&
    landlordId !== null &&
    (sessionConsents.has(pairKey(studentId, landlordId)) ||
      hasStoredConsent(storage(), studentId, landlordId));
  const remember = useCallback(
    (consentedAt: Date) => {
      if (studentId === null || landlordId === null) return;
      if (!storeConsent(storage(), studentId, landlordId, consentedAt))
        sessionConsents.add(pairKey(studentId, landlordId));
      rerender((n) => n + 1);
    },
    [studentId, landlordId],
  );
  const forget = useCallback(() => {
    if (studentId === null || landlordId === null) return;
    sessionConsents.delete(pairKey(studentId, landlordId));
    forgetConsent(storage(), studentId, landlordId);
    rerender((n) => n + 1);
  }, [studentId, landlordId]);
  return { cached, remember, forget };
}

/** Asks the landlord to agree before a student's profile detail is shown. */
export function GdprConsentDialog({
  open,
  studentName,
  saving = false,
  onAccept,
  onDecline,
}: {
  open: boolean;
  studentName?: string | null;
  /** The consent is being recorded: "I agree" spins and neither button can be pressed again. */
  saving?: boolean;
  onAccept(): void;
  /** Called after the 'Profile access declined' toast. */
  onDecline(): void;
}) {
  const decline = () => {
    notify("error", ERROR_TEXTS.gdpr_declined);
    onDecline();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && !saving && decline()}
      title="Data protection consent"
      description={`Before viewing ${studentName || "this student"}'s profile`}
    >
      <div className="flex gap-3 rounded-lg bg-brand-50 p-4 text-sm text-stone-700 ring-1 ring-brand-200">
        <ShieldCheck className="size-5 shrink-0 text-brand-700" aria-hidden />
        <p>
          This profile contains personal data. You agree to use it only to assess this rental application, to
          keep it confidential and not to share it, as required by UK GDPR. Roost keeps a record of your
          agreement (you, this student and the time), so you are asked only once.
        </p>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={decline} disabled={saving}>
          Decline
        </Button>
        <Button onClick={onAccept} loading={saving}>
          I agree
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * For landlord screens: a student's profile opens behind the one-time GDPR consent (§5). The
 * server decides: until it has recorded this landlord's consent for the student it returns only
 * the name and avatar, and the consent dialog is shown; "I agree" records the consent, then the
 * detail is fetched; declining shows 'Profile access declined' and opens nothing.
 */
export function GdprGatedProfileDialog({
  studentId,
  studentName,
  landlordId,
  viewerType,
  onClose,
}: {
  /** The student to show; null renders nothing. */
  studentId: string | null;
  studentName?: string | null;
  landlordId: string;
  viewerType: UserType;
  onClose(): void;
}) {
  const { cached, remember, forget } = useGdprConsentCache(studentId, landlordId);
  const view = useProfileView(studentId);
  const record = useRecordProfileConsent((consent) => remember(new Date(consent.consented_at)));
  const serverAccess = view.data?.access;

  // Keep the device copy in step with the server's record, whichever way it differs.
  // (Not while a consent is being recorded: the answer in hand is the one from before it.)
  const recording = record.isPending;
  useEffect(() => {
    if (recording) return;
    if (serverAccess === "consent_required" && cached) forget();
    if (serverAccess === "full" && !cached) remember(new Date());
  }, [recording, serverAccess, cached, forget, remember]);

  if (studentId === null) return null;
  // Before the server answers, the cache picks the screen; afterwards the server's answer does.
  const asking = serverAccess ? serverAccess === "consent_required" : !cached;
  if (asking)
    return (
      <GdprConsentDialog
        open
        studentName={view.data?.display_name ?? studentName}
        saving={recording}
        onAccept={() => record.mutate(studentId)}
        onDecline={onClose}
      />
    );
  return (
    <ProfileViewDialog
      userId={studentId}
      onOpenChange={(o) => !o && onClose()}
      viewerType={viewerType}
      context="landlord"
    />
  );
}
