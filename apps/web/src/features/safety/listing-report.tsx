import { reportListingFormPath } from "@roost/shared/contracts/form-posts.ts";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { useId } from "react";
import { TARGET_SHOWN_BLOCK, useTargetDialog } from "../../lib/use-target-dialog.ts";
import { ReportForm } from "./report-form.tsx";
import { REPORT_DESCRIPTION, REPORT_TITLES } from "./report-titles.ts";

/** The element Report this listing points at, shown by :target before the app is there. */
const DIALOG_ID = "report-listing";
const LINK_ID = `${DIALOG_ID}-link`;

/**
 * A signed-in person's Report this listing on the listing's page: a link to the report form in a
 * <dialog>, which the browser shows and sends itself before the app has loaded (decision 050).
 * Closing it goes back to the link, so the fragment no longer shows it.
 */
export function ListingReport({
  propertyId,
  className,
  children,
}: {
  propertyId: string;
  className: string;
  children: ReactNode;
}) {
  const { open, close, dialog } = useTargetDialog(DIALOG_ID);
  const titleId = useId();
  return (
    <>
      <a id={LINK_ID} href={`#${DIALOG_ID}`} onClick={open} className={className}>
        {children}
      </a>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop's click; Escape is the dialog's own. */}
      <dialog
        {...dialog}
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-description`}
        // A click on the backdrop is a click on the dialog itself: it closes the form.
        onClick={(event) => event.target === event.currentTarget && close()}
        className={`fixed left-1/2 top-1/2 z-50 m-0 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-left shadow-xl open:block backdrop:bg-stone-900/50 ${TARGET_SHOWN_BLOCK}`}
      >
        <h2 id={titleId} className="pr-8 text-lg font-semibold text-stone-900">
          {REPORT_TITLES.listing}
        </h2>
        <p id={`${titleId}-description`} className="mt-1 text-sm text-stone-500">
          {REPORT_DESCRIPTION}
        </p>
        <div className="mt-4">
          <ReportForm
            target="listing"
            targetId={propertyId}
            action={reportListingFormPath(propertyId)}
            cancelHref={`#${LINK_ID}`}
            onDone={close}
          />
        </div>
        <a
          href={`#${LINK_ID}`}
          onClick={close}
          className="absolute right-4 top-4 rounded-md p-1 text-stone-500 hover:bg-stone-100"
          aria-label="Close"
        >
          <X className="size-5" aria-hidden />
        </a>
      </dialog>
    </>
  );
}
