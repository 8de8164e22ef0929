import { EllipsisVertical, ListChecks, ListPlus, LoaderCircle } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { Link } from "react-router";
import { useAddToShortlist } from "./use-add-to-shortlist.ts";

const ITEM =
  "flex w-full cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm text-stone-700 outline-none data-[highlighted]:bg-stone-100 data-[disabled]:cursor-default data-[disabled]:opacity-50";

/**
 * A search card's menu for a member of `groupId`: "Add to group shortlist", or once the home is on
 * it, "On your shortlist". The menu stays open while the home is added, so its item can show it,
 * and closes once it is; the trigger shows the same, should the menu be closed meanwhile.
 */
export function ShortlistCardMenu({
  groupId,
  propertyId,
  title,
}: {
  groupId: string;
  propertyId: string;
  /** The home as the card names it, for the trigger's accessible name. */
  title: string;
}) {
  const shortlist = useAddToShortlist(groupId, propertyId);
  const [open, setOpen] = useState(false);
  const busyIcon = <LoaderCircle className="size-4 animate-spin" aria-hidden />;
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      {/* Above the card's stretched link, like the heart, so a tap opens the menu, not the home. */}
      <DropdownMenu.Trigger
        aria-label={`More actions for ${title}`}
        aria-busy={shortlist.adding || undefined}
        className="relative z-10 -my-1.5 -mr-2 inline-flex size-9 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-stone-100 data-[state=open]:text-stone-900"
      >
        {shortlist.adding ? busyIcon : <EllipsisVertical className="size-5" aria-hidden />}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-56 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          {shortlist.listed ? (
            <DropdownMenu.Item asChild className={ITEM}>
              <Link to={shortlist.shortlistPath}>
                <ListChecks className="size-4 text-brand-700" aria-hidden /> On your shortlist
              </Link>
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item
              disabled={shortlist.checking}
              aria-busy={shortlist.adding || undefined}
              onSelect={(event) => {
                event.preventDefault();
                if (!shortlist.adding) shortlist.add(() => setOpen(false));
              }}
              className={ITEM}
            >
              {shortlist.adding ? busyIcon : <ListPlus className="size-4" aria-hidden />}
              Add to group shortlist
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
