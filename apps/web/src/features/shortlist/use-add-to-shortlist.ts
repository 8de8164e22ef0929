import { failureText } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { useChangeShortlist, useShortlist } from "./shortlist.queries.ts";

/**
 * Adding one home to the group's shortlist, wherever the home is shown (its page, a search card's
 * menu, the map's card): whether it is on the list already, the add with its toasts, and where
 * the list is.
 */
export function useAddToShortlist(groupId: string, propertyId: string) {
  const shortlist = useShortlist(groupId);
  const change = useChangeShortlist(groupId);
  return {
    listed: shortlist.data?.homes.some((home) => home.property.id === propertyId) ?? false,
    /** Until the list has loaded, a home already on it would wrongly be offered as "Add". */
    checking: shortlist.isPending,
    adding: change.isPending,
    /**
     * The toasts hang on the request itself, not on the control: a map card or a menu closed while
     * it runs still says how it went.
     */
    add(onAdded?: () => void) {
      change.mutateAsync({ kind: "add", propertyId }).then(
        () => {
          notify("success", "Added to your group's shortlist");
          onAdded?.();
        },
        (error: unknown) =>
          notify("error", { title: "Couldn't add it to the shortlist", description: failureText(error) }),
      );
    },
    shortlistPath: `/groups/${groupId}/shortlist`,
  };
}
