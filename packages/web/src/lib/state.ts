// The app's shared observable state (legend-state): the tenant and its branding, the session and
// the selected account, the colour mode. Derived values (authorities, settings) are computed by
// the domain from this state, never stored twice.
import { observable } from "@legendapp/state";
import type { Account } from "@cabline/domain";
import { Authority, Payment, Session, Tenant, Theme } from "@cabline/domain";

export type TenantState = {
  code: string;
  status: Tenant.ConfigurationStatus;
  branding: Tenant.Branding;
};

export const tenant$ = observable<TenantState>({
  code: Tenant.defaultTenantCode,
  status: Tenant.initialConfigurationStatus,
  branding: Tenant.brandingFrom(undefined),
});

export type SessionState = {
  session: Session.Session;
  profile: Account.UserProfile | undefined;
  selectedAccount: Account.Account | undefined;
  paymentMethod: Payment.PaymentMethod;
  /** True once the start-up token check has answered (or there was no token to check). */
  checked: boolean;
};

export const session$ = observable<SessionState>({
  session: Session.signedOut,
  profile: undefined,
  selectedAccount: undefined,
  paymentMethod: Payment.initialPaymentMethod({}),
  checked: false,
});

export const mode$ = observable<Theme.Mode>(Theme.defaultTheme.mode);

export function authoritiesOf(
  state: Pick<SessionState, "profile" | "selectedAccount">,
): ReadonlyArray<Authority.Authority> {
  return Authority.authoritiesFor(state.profile?.accounts ?? [], state.selectedAccount);
}
