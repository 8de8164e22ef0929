// Where this device stands with push: checked in the browser after the page has rendered (the
// server's render cannot know), and again after every attempt to turn it on or off.

import { useCallback, useEffect, useState } from "react";
import {
  currentPushSubscription,
  type PushAvailability,
  pushAvailability,
} from "../../../lib/push-client.ts";

/** "on" and "off": push works in this browser, and this device is or is not subscribed. */
export type PushDeviceState = "checking" | Exclude<PushAvailability, "available"> | "on" | "off";

export function usePushDevice() {
  const [state, setState] = useState<PushDeviceState>("checking");

  const refresh = useCallback(async () => {
    const availability = pushAvailability();
    if (availability !== "available") return setState(availability);
    const subscription = await currentPushSubscription().catch(() => null);
    setState(subscription ? "on" : "off");
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { state, refresh };
}
