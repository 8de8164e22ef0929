import { PAYMENT_WARNING_TEXT } from "@roost/shared/domain/payment-warning.ts";
import { ShieldAlert } from "lucide-react";
import { ReportButton } from "./report-button.tsx";

/**
 * Under a message that asks a student for money before any viewing (decision 058): what is true of
 * every let, and a way to report the sender. The message itself is shown as sent.
 */
export function PaymentWarning({ senderId }: { senderId: string | null }) {
  return (
    <div
      role="note"
      aria-label="Payment warning"
      className="mt-1 flex max-w-sm items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-950"
    >
      <ShieldAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
      <div className="space-y-1">
        <p>{PAYMENT_WARNING_TEXT}</p>
        {senderId && <ReportButton target="user" targetId={senderId} className="text-xs text-amber-900" />}
      </div>
    </div>
  );
}
