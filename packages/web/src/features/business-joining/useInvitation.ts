// The invitation behind /invitation/{token} (getInvitation): loading, the invitation, or the
// failure to show (invalid_invitation: used, withdrawn or expired; offline: try again).
import type { Business } from "@cabline/domain";
import { useCallback, useEffect, useState } from "react";
import { failureOf, type Failure } from "../../components/forms/failure.ts";
import { useServices } from "../../lib/session-context.tsx";

export type InvitationState =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Loaded"; readonly invitation: Business.Invitation }
  | { readonly _tag: "Failed"; readonly failure: Failure };

export function useInvitation(token: string) {
  const load = useServices();
  const [state, setState] = useState<InvitationState>({ _tag: "Loading" });
  const fetchInvitation = useCallback(async () => {
    setState({ _tag: "Loading" });
    try {
      const { dispatch } = await load();
      setState({ _tag: "Loaded", invitation: await dispatch.business.getInvitation({ token }) });
    } catch (error) {
      setState({ _tag: "Failed", failure: failureOf(error) });
    }
  }, [load, token]);
  useEffect(() => {
    void fetchInvitation();
  }, [fetchInvitation]);
  return { state, retry: () => void fetchInvitation() };
}
