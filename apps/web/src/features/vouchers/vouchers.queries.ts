import { vouchersPath } from "@roost/shared/contracts/vouchers.ts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";

/** A student's voucher pack as `viewerId` may see it (the owner's codes, or the generic pack). */
export function useVoucherPack(uid: string, viewerId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.vouchers(uid, viewerId),
    queryFn: ({ signal }) => api(vouchersPath(uid), { signal }),
    retry: 1,
    enabled: uid !== "" && enabled,
  });
}
