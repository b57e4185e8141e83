// The business booking form's state and actions (spec §3 Business booking, §4 Booking flow, §5):
// the draft follows the route's tab and the selected account, ride types come from the server,
// and Continue validates with the domain before the summary.
import type { ReturnJourney } from "@cabline/domain";
import * as BusinessBooking from "@cabline/domain/BusinessBooking";
import * as BusinessValidation from "@cabline/domain/BusinessValidation";
import * as BusinessBookingRequest from "@cabline/domain/BusinessBookingRequest";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { bizMessages } from "../messages.ts";
import { change, draft$, replace, useDraft } from "../state/draft.ts";
import { useBusinessAccount } from "./use-account.ts";
import { useRideTypes } from "./use-ride-types.ts";

/** The route segment of each tab: /business/book-ride is the outbound (§2 landing), /business/return the return. */
export const tabPath = (tab: ReturnJourney.Tab): string =>
  tab === "return" ? "/business/return" : "/business/book-ride";

export const tabOfSegment = (segment: string | undefined): ReturnJourney.Tab =>
  segment === "return" ? "return" : "outbound";

/** The element id of a journey field, the target of the error summary's links. */
export const fieldId = (tab: ReturnJourney.Tab, field: string): string =>
  `${tab}-${field === "dateTime" ? "date" : field.replaceAll(".", "-")}`;

export function useBusinessForm(routeTab: ReturnJourney.Tab) {
  const navigate = useNavigate();
  const { booking, dirty } = useDraft();
  const rides = useRideTypes();
  const { account, settings } = useBusinessAccount();
  const readyTypes = rides.status === "ready" ? rides.rideTypes : undefined;
  const rideTypes = readyTypes ?? [];

  // The route decides the tab; a return tab without a return goes back to the outbound.
  useEffect(() => {
    const current = draft$.get().booking;
    if (routeTab === "return" && !current.returnEnabled) {
      navigate(tabPath("outbound"), { replace: true });
      return;
    }
    if (current.tab !== routeTab) replace(BusinessBooking.selectTab(current, routeTab));
  }, [routeTab, navigate]);

  // Once the ride types are known, each leg gets the domain's choice for its passengers (§4).
  useEffect(() => {
    if (readyTypes === undefined) return;
    replace(BusinessBooking.reconcileRideTypes(draft$.get().booking, readyTypes));
  }, [readyTypes]);

  // Switching accounts switches the default payment and the PO flag at once (§4); on arriving,
  // a choice kept from before (the summary and back) stays while the account allows it.
  const seenAccount = useRef<string | undefined>(undefined);
  const accountKey = account === undefined ? undefined : String(account.business_id);
  useEffect(() => {
    if (settings === undefined) return;
    const current = draft$.get().booking;
    const switched = seenAccount.current !== undefined && seenAccount.current !== accountKey;
    const method = switched
      ? BusinessBookingRequest.defaultPaymentMethod(settings)
      : BusinessBookingRequest.reconcilePaymentMethod(settings, current.paymentMethod);
    seenAccount.current = accountKey;
    if (method !== current.paymentMethod) replace({ ...current, paymentMethod: method });
  }, [settings, accountKey]);

  const journey = BusinessBooking.journeyOf(booking, routeTab);
  /**
   * A change made on this route's tab. The domain's setters change the draft's current tab, which
   * follows the route one effect later: bound here, a field typed in just after switching tabs
   * cannot land on the other leg.
   */
  const changeOnTab = (update: (booking: BusinessBooking.BusinessBooking) => BusinessBooking.BusinessBooking) =>
    change((b) => update(b.tab === routeTab ? b : { ...b, tab: routeTab }));
  const update = (patch: Partial<BusinessBooking.BusinessJourney>) =>
    change((b) => BusinessBooking.updateJourney(b, routeTab, (j) => ({ ...j, ...patch })));

  function setReturn(enabled: boolean) {
    if (enabled) {
      change((b) => BusinessBookingRequest.enableReturn(b, rideTypes));
      navigate(tabPath("return"));
    } else {
      change(BusinessBooking.disableReturn);
      navigate(tabPath("outbound"));
    }
  }

  /** Validates with the domain (§5) and the PO rule; at fault: back to step 1 on that tab (§4). */
  function submit(): boolean {
    const current = draft$.get().booking;
    let checked = BusinessBooking.applyValidation(current, [
      ...BusinessValidation.validateBusinessBooking(current, rideTypes),
      // What the server would refuse as too long or too far ahead.
      ...BusinessValidation.validateBusinessLimits(current, Date.now()),
    ]);
    if (settings !== undefined && BusinessBookingRequest.needsPoNumber(checked, settings)) {
      checked = BusinessBooking.updateJourney({ ...checked, step: 1, tab: "outbound" }, "outbound", (j) => ({
        ...j,
        errors: { ...j.errors, poNumber: bizMessages.form.poRequired },
      }));
      // The PO field is on the outbound; a return fault found first still wins the tab.
      const returnFault = Object.keys(checked.returnJourney.errors).length > 0;
      const outboundFault = Object.keys(checked.outbound.errors).length > 0;
      if (returnFault && !outboundFault) checked = { ...checked, tab: "return" };
    }
    const faulty =
      Object.keys(checked.outbound.errors).length > 0 || Object.keys(checked.returnJourney.errors).length > 0;
    if (faulty) {
      replace(checked);
      if (checked.tab !== routeTab) navigate(tabPath(checked.tab));
      return false;
    }
    replace({ ...checked, step: 2 });
    navigate("/business/summary");
    return true;
  }

  return {
    booking,
    dirty,
    journey,
    rides,
    rideTypes,
    account,
    settings,
    update,
    change: changeOnTab,
    setReturn,
    submit,
  };
}
