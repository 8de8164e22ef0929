import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import type { UserType } from "@roost/shared/domain/user-types.ts";
import { ShieldCheck } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { notify } from "../../lib/toast.ts";
import { type ConsentStorage, hasStoredConsent, storeConsent } from "./gdpr-consent-store.ts";
import { ProfileViewDialog } from "./profile-view-dialog.tsx";

const storage = (): ConsentStorage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** Consents granted this session when storage refused to keep them. */
const sessionConsents = new Set<string>();
const pairKey = (studentId: string, landlordId: string) => `${landlordId}\u0000${studentId}`;

/**
 * One-time GDPR consent of a landlord per student (spec §3, §5), kept on this device. `consented`
 * is false until `grant` is called (or was called before, on this device).
 */
export function useGdprConsent(studentId: string | null, landlordId: string | null) {
  const [, rerender] = useState(0);
  const consented =
    studentId !== null &&
    landlordId !== null &&
    (sessionConsents.has(pairKey(studentId, landlordId)) ||
      hasStoredConsent(storage(), studentId, landlordId));
  const grant = useCallback(() => {
    if (studentId === null || landlordId === null) return;
    if (!storeConsent(storage(), studentId, landlordId)) sessionConsents.add(pairKey(studentId, landlordId));
    rerender((n) => n + 1);
  }, [studentId, landlordId]);
  return { consented, grant };
}

/** Asks the landlord to agree before a student's profile detail is shown. */
export function GdprConsentDialog({
  open,
  studentName,
  onAccept,
  onDecline,
}: {
  open: boolean;
  studentName?: string | null;
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
      onOpenChange={(o) => !o && decline()}
      title="Data protection consent"
      description={`Before viewing ${studentName || "this student"}'s profile`}
    >
      <div className="flex gap-3 rounded-lg bg-brand-50 p-4 text-sm text-stone-700 ring-1 ring-brand-200">
        <ShieldCheck className="size-5 shrink-0 text-brand-700" aria-hidden />
        <p>
          This profile contains personal data. You agree to use it only to assess this rental application, to
          keep it confidential and not to share it, as required by UK GDPR. We'll remember your answer on this
          device.
        </p>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={decline}>
          Decline
        </Button>
        <Button onClick={onAccept}>I agree</Button>
      </div>
    </Dialog>
  );
}

/**
 * For landlord screens: opening a student's profile asks for consent once per student; declining
 * shows 'Profile access declined' and does not open the profile.
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
  const { consented, grant } = useGdprConsent(studentId, landlordId);
  if (studentId === null) return null;
  if (!consented)
    return <GdprConsentDialog open studentName={studentName} onAccept={grant} onDecline={onClose} />;
  return (
    <ProfileViewDialog
      userId={studentId}
      onOpenChange={(o) => !o && onClose()}
      viewerType={viewerType}
      context="landlord"
    />
  );
}
