// Keeps times current while a page stays open. Used by messages, inquiries and notifications alike;
// the texts themselves come from @roost/shared/domain/uk-time.ts.

import { useEffect, useState } from "react";

/** Re-renders every `ms` so relative times ("5m ago") stay true while a page is open. */
export function useNow(ms = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
