import { Popover } from "radix-ui";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { NotificationPanel } from "./notification-panel.tsx";

/**
 * The non-students' bell (decision 034): a popover with their latest notifications and a way to
 * the dashboard, which lists them too. The list is fetched when the popover opens.
 */
export function NotificationPopover({
  label,
  className,
  icon,
}: {
  label: string;
  className: string;
  icon: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger aria-label={label} className={className}>
        {icon}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-lg"
        >
          <NotificationPanel
            title={<p className="font-semibold text-stone-900">Notifications</p>}
            enabled={open}
            onOpened={close}
          />
          <Link
            to="/dashboard#notifications"
            onClick={close}
            className="border-t border-stone-100 px-4 py-2.5 text-center text-sm font-medium text-brand-700 hover:bg-stone-50"
          >
            Open your dashboard
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
