// The repeat-service contracts of the driver (spec §7 getContractsForWeb), loaded once the screen
// shows and again on demand; a bid placed, changed or withdrawn replaces the contract's my_bid in
// place and moves its count of bids as the dispatch side would (Driver.withMyBid).
import * as Driver from "@cabline/domain/Driver";
import { useCallback, useEffect, useState } from "react";
import { driverMessages } from "../messages.ts";
import { isOffline, messageOf, useDriverCall } from "./useDriverCall.ts";

export type Contracts =
  | { readonly state: "loading" }
  | { readonly state: "failed"; readonly message: string }
  | { readonly state: "ready"; readonly contracts: ReadonlyArray<Driver.RepeatContract> };

/** One loading state: set again when a request starts, it is no change, so nothing draws again. */
const loading: Contracts = { state: "loading" };

export function useContracts(status: "open" | "all" = "open") {
  const call = useDriverCall();
  const [contracts, setContracts] = useState<Contracts>(loading);
  const reload = useCallback(async () => {
    setContracts(loading);
    try {
      const found = await call((api) => api.getContractsForWeb({ status }));
      setContracts({ state: "ready", contracts: found });
    } catch (error) {
      setContracts({
        state: "failed",
        message: isOffline(error) ? driverMessages.offline : messageOf(error, driverMessages.offline),
      });
    }
  }, [call, status]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const bidPlaced = useCallback((bid: Driver.Bid) => {
    setContracts((current) =>
      current.state !== "ready"
        ? current
        : {
            state: "ready",
            contracts: current.contracts.map((contract) =>
              contract.id === bid.contract_id ? Driver.withMyBid(contract, bid) : contract,
            ),
          },
    );
  }, []);
  return { contracts, reload, bidPlaced };
}
