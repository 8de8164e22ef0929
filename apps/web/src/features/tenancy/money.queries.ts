import type { TenancyView } from "@roost/shared/contracts/tenancy.ts";
import type {
  OutcomeInput,
  PaymentInput,
  ProtectionInput,
  ReceiptInput,
} from "@roost/shared/contracts/tenancy-money.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";

// A tenancy's deposits (decision 062): each change answers with the fresh tenancy, which goes
// straight into the cache, as every other tenancy step does.

type MoneyChange =
  | { kind: "pay"; input: PaymentInput }
  | { kind: "received"; paymentId: string; input: ReceiptInput }
  | { kind: "protection"; paymentId: string; input: ProtectionInput }
  | { kind: "outcome"; paymentId: string; input: OutcomeInput }
  | { kind: "delete"; paymentId: string };

function send(tenancyId: string, change: MoneyChange): Promise<TenancyView> {
  const payments = `/api/tenancies/${encodeURIComponent(tenancyId)}/payments` as const;
  switch (change.kind) {
    case "pay":
      return api(payments, { method: "POST", body: change.input });
    case "received":
      return api(`${payments}/${encodeURIComponent(change.paymentId)}/received`, {
        method: "PUT",
        body: change.input,
      });
    case "protection":
      return api(`${payments}/${encodeURIComponent(change.paymentId)}/protection`, {
        method: "PUT",
        body: change.input,
      });
    case "outcome":
      return api(`${payments}/${encodeURIComponent(change.paymentId)}/outcome`, {
        method: "PUT",
        body: change.input,
      });
    case "delete":
      return api(`${payments}/${encodeURIComponent(change.paymentId)}`, { method: "DELETE" });
  }
}

export function useMoneyChange(tenancyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MoneyChange) => send(tenancyId, change),
    onSuccess: (view) => {
      queryClient.setQueryData(queryKeys.tenancies.detail(view.id), view);
      void queryClient.invalidateQueries({ queryKey: queryKeys.deals.detail(view.conversation_id) });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.tenancies.detail(tenancyId) }),
  });
}

/**
 * A refusal as the form's errors: the server names the broken rule's field (the shared rules'
 * camelCase, or the contract's snake_case for a malformed value); anything else shows on the form.
 */
export function refusalErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return { form: "Something went wrong. Please try again." };
  const reason = error.message.includes(" — ")
    ? error.message.split(" — ").slice(1).join(" — ")
    : error.message;
  if (!error.field || error.field === "payment") return { form: reason };
  const field = error.field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return { [field]: reason };
}
