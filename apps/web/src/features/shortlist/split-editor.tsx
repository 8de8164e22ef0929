import type { ShortlistHome } from "@roost/shared/contracts/group-shortlist.ts";
import { SharePremiumsInputSchema } from "@roost/shared/contracts/group-shortlist.ts";
import type { Housemate } from "@roost/shared/domain/housemate-prices.ts";
import { pricedRooms } from "@roost/shared/domain/housemate-prices.ts";
import { formatPounds } from "@roost/shared/domain/price.ts";
import { useId } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Input, Select } from "../../components/ui/input.tsx";

/** The premiums being typed, by member id, as typed. */
export type PremiumDraft = Record<string, string>;

/** A draft as the API takes it, or the first input's message when one is not whole pounds. */
export function parsePremiums(
  draft: PremiumDraft,
): { premiums: { user_id: string; premium: number }[] } | { error: string } {
  const premiums = Object.entries(draft)
    .filter(([, typed]) => typed.trim() !== "")
    .map(([user_id, typed]) => ({ user_id, premium: Number(typed) }));
  const checked = SharePremiumsInputSchema.safeParse({ premiums });
  return checked.success ? checked.data : { error: checked.error.issues[0]?.message ?? "Check the amounts" };
}

/**
 * A whole home: a premium a month for each member taking a larger or en-suite room; the rest is
 * split evenly. The table above shows the shares as they are typed.
 */
export function PremiumsEditor({
  members,
  draft,
  onChange,
  onSave,
  onReset,
  saving,
  error,
}: {
  members: readonly Housemate[];
  draft: PremiumDraft;
  onChange: (draft: PremiumDraft) => void;
  onSave: () => void;
  onReset: () => void;
  saving: boolean;
  error: string | null;
}) {
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
      noValidate
    >
      <p className="text-xs text-stone-600">
        Someone taking the biggest or an en-suite room? Give them a premium a month; the rest of the rent is
        shared evenly.
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {members.map(({ id, name }) =>
          id === undefined ? null : (
            <PremiumInput
              key={id}
              name={name ?? "A housemate"}
              value={draft[id] ?? ""}
              invalid={error !== null}
              onChange={(value) => onChange({ ...draft, [id]: value })}
            />
          ),
        )}
      </div>
      {error && (
        <p className="text-xs font-medium text-red-600" role="alert">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={saving} disabled={error !== null}>
          Save the split
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onReset}>
          Split evenly
        </Button>
      </div>
    </form>
  );
}

function PremiumInput({
  name,
  value,
  invalid,
  onChange,
}: {
  name: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="text-xs font-medium text-stone-700">
      <label htmlFor={id}>{name}</label>
      <span className="mt-1 flex items-center gap-1">
        <span aria-hidden className="whitespace-nowrap">
          +£
        </span>
        <Input
          id={id}
          inputMode="numeric"
          className="h-9"
          aria-description="premium in pounds a month"
          aria-invalid={invalid || undefined}
          value={value}
          placeholder="0"
          onChange={(e) => onChange(e.target.value)}
        />
      </span>
    </div>
  );
}

/** A room advert: the signed-in member claims one priced room; rooms others claimed are theirs. */
export function RoomClaim({
  home,
  members,
  myId,
  saving,
  onClaim,
}: {
  home: ShortlistHome;
  members: readonly Housemate[];
  myId: string;
  saving: boolean;
  onClaim: (roomIndex: number | null) => void;
}) {
  const claimedBy = new Map(
    Object.entries(home.split.rooms).map(([userId, index]) => [
      index,
      members.find((m) => m.id === userId)?.name ?? "a housemate",
    ]),
  );
  const mine = home.split.rooms[myId];
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm font-medium text-stone-700">
      <label htmlFor={id}>Your room</label>
      <Select
        id={id}
        className="h-9 w-auto min-w-[12rem]"
        value={mine === undefined ? "" : String(mine)}
        disabled={saving}
        aria-busy={saving || undefined}
        onChange={(e) => onClaim(e.target.value === "" ? null : Number(e.target.value))}
      >
        <option value="">Not chosen yet</option>
        {pricedRooms({ advertType: "individual_rooms", rooms: home.property.rooms }).map((room) => {
          const other = room.index !== mine ? claimedBy.get(room.index) : undefined;
          return (
            <option key={room.index} value={room.index} disabled={other !== undefined}>
              {room.name}: {formatPounds(room.rent)}
              {other ? ` (${other}'s)` : ""}
            </option>
          );
        })}
      </Select>
      {saving && <span className="text-xs font-normal text-stone-500">Saving…</span>}
    </div>
  );
}
