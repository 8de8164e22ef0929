import type { ShortlistHome } from "@roost/shared/contracts/group-shortlist.ts";
import { housemateSummary } from "@roost/shared/domain/housemate-shares.ts";
import { Wallet } from "lucide-react";
import { useState } from "react";
import { sharesFor, toneClass } from "../../components/property/housemate-share.tsx";
import { cn } from "../../components/ui/cn.ts";
import { failureText } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { useHousemateGroup } from "../../lib/housemate-group.ts";
import { notify } from "../../lib/toast.ts";
import { ShareTable } from "./share-table.tsx";
import { useChangeShortlist } from "./shortlist.queries.ts";
import { type PremiumDraft, PremiumsEditor, parsePremiums, RoomClaim } from "./split-editor.tsx";

const draftOf = (premiums: Record<string, number>): PremiumDraft =>
  Object.fromEntries(Object.entries(premiums).map(([id, premium]) => [id, String(premium)]));

/**
 * A shortlisted home's "Who pays what": the summary on its disclosure, and inside it each member's
 * share with the split the group chose, which any member can change (a whole home's premiums, or
 * their own room of a room advert). Premiums being typed show in the table before they are saved.
 */
export function WhoPaysWhat({
  groupId,
  home,
  billsEstimate,
}: {
  groupId: string;
  home: ShortlistHome;
  billsEstimate: number | null;
}) {
  const group = useHousemateGroup();
  const myId = useAuth().user?.id;
  const change = useChangeShortlist(groupId);
  const [draft, setDraft] = useState<PremiumDraft | null>(null);
  if (!group || !myId) return null;
  const typed = draft === null ? null : parsePremiums(draft);
  const premiums =
    typed && "premiums" in typed
      ? Object.fromEntries(typed.premiums.map((p) => [p.user_id, p.premium]))
      : home.split.premiums;
  const shares = sharesFor({ ...home.property, deposit: home.deposit }, group, {
    choices: { premiums, rooms: home.split.rooms },
    billsPerPerson: billsEstimate,
  });
  if (shares.kind === "no_price") return null;
  const roomAdvert = home.property.advert_type === "individual_rooms";
  const saving = (kind: "premiums" | "room") => change.isPending && change.variables?.kind === kind;
  const failed = (title: string) => (e: unknown) => notify("error", { title, description: failureText(e) });
  const savePremiums = () => {
    if (!typed || !("premiums" in typed)) return;
    change.mutate(
      { kind: "premiums", propertyId: home.property.id, premiums: typed.premiums },
      {
        onSuccess: () => {
          setDraft(null);
          notify("success", "Split saved for everyone");
        },
        onError: failed("Couldn't save the split"),
      },
    );
  };
  return (
    <details
      className={cn("rounded-lg px-3 py-2 text-sm ring-1", toneClass(shares))}
      data-testid="who-pays-what"
    >
      <summary className="cursor-pointer font-medium">
        <Wallet className="mr-1.5 inline size-4 align-[-3px]" aria-hidden />
        Who pays what: {housemateSummary(shares)}
      </summary>
      <div className="mt-2 space-y-3 text-stone-800">
        {shares.kind === "shares" && <ShareTable shares={shares} />}
        {roomAdvert ? (
          <RoomClaim
            home={home}
            members={group.members}
            myId={myId}
            saving={saving("room")}
            onClaim={(roomIndex) =>
              change.mutate(
                { kind: "room", propertyId: home.property.id, roomIndex },
                { onError: failed("Couldn't claim that room") },
              )
            }
          />
        ) : (
          shares.kind !== "too_small" && (
            <PremiumsEditor
              members={group.members}
              draft={draft ?? draftOf(home.split.premiums)}
              onChange={setDraft}
              onReset={() => setDraft({})}
              onSave={savePremiums}
              saving={saving("premiums")}
              error={
                typed && "error" in typed
                  ? typed.error
                  : shares.kind === "premiums_over_rent"
                    ? housemateSummary(shares)
                    : null
              }
            />
          )
        )}
      </div>
    </details>
  );
}
