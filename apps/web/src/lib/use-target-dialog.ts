import { type MouseEvent, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * A <dialog> that works before the app has loaded and after (decision 050). Its link names it by
 * #fragment, so until the app is there the browser shows it by `:target`; once the app is there
 * the link opens it as a modal (focus held, Escape, backdrop). Spread `dialog` on the <dialog>,
 * and show it with TARGET_SHOWN_FLEX or TARGET_SHOWN_BLOCK besides `open:`; `open` is its link's
 * click, `close` its close controls' click.
 */
export function useTargetDialog(id: string) {
  const ref = useRef<HTMLDialogElement>(null);
  // Marks the dialog as the app's from hydration on. The address the app writes without the
  // fragment does not clear `:target` (only a navigation to another fragment would), so the
  // `:target` rule must stop applying once the app opens and closes the dialog itself.
  const [appHolds, setAppHolds] = useState(false);
  useEffect(() => setAppHolds(true), []);
  const navigate = useNavigate();
  const location = useLocation();
  const open = (event: MouseEvent) => {
    event.preventDefault();
    ref.current?.showModal();
  };
  // Opened by its fragment before the app took over: the app holds it open as its own modal, so a
  // navigation that drops the fragment (a search the sheet makes) leaves it open.
  useEffect(() => {
    if (location.hash === `#${id}` && !ref.current?.open) ref.current?.showModal();
  }, [location.hash, id]);
  // Shown by :target before the app took over, it would stay shown while the fragment stays. From
  // the address bar, not this render's location: a search made in the dialog may have moved on.
  const forgetFragment = () => {
    const { hash, pathname, search } = window.location;
    if (hash === `#${id}`) navigate({ pathname, search }, { replace: true });
  };
  const close = (event?: MouseEvent) => {
    event?.preventDefault();
    ref.current?.close();
    forgetFragment();
  };
  return {
    open,
    close,
    dialog: { ref, id, onClose: forgetFragment, "data-app": appHolds ? "" : undefined },
  };
}

/** The classes that show a target dialog by its fragment, until the app holds it (see above). */
export const TARGET_SHOWN_BLOCK =
  "[&:target:not([data-app])]:block [&:target:not([data-app])]:shadow-[0_0_0_100vmax_rgb(28_25_23/0.5)]";
export const TARGET_SHOWN_FLEX =
  "[&:target:not([data-app])]:flex [&:target:not([data-app])]:shadow-[0_0_0_100vmax_rgb(28_25_23/0.5)]";
