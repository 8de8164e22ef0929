// Which components listen to which realtime channel, so the client subscribes on the wire only for
// the first listener of a channel and unsubscribes only after the last one has gone.
import type { RealtimeEvent } from "@roost/shared/contracts/conversations.ts";
import type { RealtimeChannel } from "@roost/shared/domain/realtime-channels.ts";

export type RealtimeListener = (event: RealtimeEvent, channel: RealtimeChannel) => void;

/**
 * Reference-counted channel listeners. `add` reports whether the channel is new (subscribe on the
 * wire), `remove` whether it is now unused (unsubscribe on the wire).
 */
export class SubscriptionRegistry {
  private readonly channels = new Map<RealtimeChannel, Set<RealtimeListener>>();

  add(channel: RealtimeChannel, listener: RealtimeListener): boolean {
    let set = this.channels.get(channel);
    const isNew = !set;
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    set.add(listener);
    return isNew;
  }

  remove(channel: RealtimeChannel, listener: RealtimeListener): boolean {
    const set = this.channels.get(channel);
    if (!set?.delete(listener)) return false;
    if (set.size > 0) return false;
    this.channels.delete(channel);
    return true;
  }

  listeners(channel: string): RealtimeListener[] {
    return [...(this.channels.get(channel as RealtimeChannel) ?? [])];
  }

  active(): RealtimeChannel[] {
    return [...this.channels.keys()];
  }

  count(channel: RealtimeChannel): number {
    return this.channels.get(channel)?.size ?? 0;
  }
}
