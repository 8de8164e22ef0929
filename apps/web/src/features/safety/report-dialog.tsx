import type { ReportTarget } from "@roost/shared/domain/safety.ts";
import { Dialog } from "../../components/ui/dialog.tsx";
import { ReportForm } from "./report-form.tsx";
import { REPORT_DESCRIPTION, REPORT_TITLES } from "./report-titles.ts";

/** The report form in the app's own dialog, for reports made from within the app (a profile). */
export function ReportDialog({
  target,
  targetId,
  open,
  onOpenChange,
}: {
  target: ReportTarget;
  targetId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={REPORT_TITLES[target]}
      description={REPORT_DESCRIPTION}
    >
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {open && <ReportForm target={target} targetId={targetId} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}
