import type { MyGroup } from "@roost/shared/contracts/groups.ts";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { DialogActions } from "./group-dialogs.tsx";
import { useLeaveGroup } from "./groups.queries.ts";

/** Confirms leaving a group; for its last member (the leader) leaving closes it. */
export function LeaveGroupDialog({
  group,
  onOpenChange,
}: {
  group: MyGroup | null;
  onOpenChange(open: boolean): void;
}) {
  const leave = useLeaveGroup();
  const closesGroup = group?.is_leader === true;
  return (
    <Dialog
      open={group !== null}
      onOpenChange={onOpenChange}
      title={closesGroup ? "Close this group?" : "Leave this group?"}
      description={
        group
          ? closesGroup
            ? `You're the only member of ${group.name}, so leaving closes the group.`
            : `You'll leave ${group.name}. You can rejoin later with the invite code if there's space.`
          : undefined
      }
    >
      <DialogActions>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Stay
        </Button>
        <Button
          variant="danger"
          loading={leave.isPending}
          onClick={() => group && leave.mutate(group, { onSuccess: () => onOpenChange(false) })}
        >
          {closesGroup ? "Close group" : "Leave group"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
