import { PUSH_TEXTS } from "@roost/shared/domain/push.ts";
import { Download, X } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { Button } from "../components/ui/button.tsx";
import { installOffer, installRevision, subscribeToInstallOffer, withStorage } from "./install-event.ts";
import { installPromptDue, recordDismissal } from "./install-rules.ts";

/**
 * "Install Roost": a small card at the foot of the screen once the browser offers the install and
 * the person has done something that shows they will be back (install-rules.ts).
 */
export function InstallPrompt() {
  useSyncExternalStore(subscribeToInstallOffer, installRevision, () => 0);
  const [closed, setClosed] = useState(false);
  const offer = installOffer();
  const due = withStorage(() => installPromptDue(localStorage, Date.now())) ?? false;
  if (!offer || !due || closed) return null;

  const dismiss = () => {
    withStorage(() => recordDismissal(localStorage, Date.now()));
    setClosed(true);
  };
  const install = async () => {
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === "dismissed") dismiss();
    else setClosed(true);
  };

  return (
    <section
      aria-label={PUSH_TEXTS.install}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md items-start gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-lg sm:inset-x-auto sm:right-6 sm:bottom-6"
    >
      <img src="/icon-192.png" alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900">{PUSH_TEXTS.install}</p>
        <p className="mt-0.5 text-sm text-stone-600">{PUSH_TEXTS.installDescription}</p>
        <Button size="sm" className="mt-3" onClick={() => void install()}>
          <Download className="size-4" aria-hidden />
          Install
        </Button>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Not now"
        className="-m-1 rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
      >
        <X className="size-5" aria-hidden />
      </button>
    </section>
  );
}
