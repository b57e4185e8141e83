// Tenant scripts (spec §1, §3): the domain decides which run and in what order (active only,
// priority descending, head or body); this module puts them in the page, each script element
// carrying the page's CSP nonce so the Content-Security-Policy (nonce + strict-dynamic) lets them
// and whatever they load run. Never on pages that take card details (PCI DSS: no third-party
// script may run where a card number is typed; the server's policy there allows no nonce'd
// extras either), and those pages are entered with a full page load so no script injected
// earlier is still running.
import type { TenantScripts } from "@cabline/domain";
import * as Routes from "@cabline/domain/Routes";

/** The pages where a card number is typed (the domain's rule, which the server's policy follows too). */
export const { takesCardDetails } = Routes;

/** The nonce the server gave this page (Vite's csp-nonce meta element), or undefined. */
export function pageNonce(doc: Document): string | undefined {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  return nonce === undefined || nonce === "" ? undefined : nonce;
}

export function injectTenantScripts(
  scripts: TenantScripts.ScriptsByPlacement,
  doc: Document,
  nonce: string | undefined,
): number {
  if (takesCardDetails(doc.location.pathname)) return 0;
  let injected = 0;
  for (const placement of ["head", "body"] as const) {
    for (const script of scripts[placement]) {
      const raw = script.rawScript.trim();
      // Operators paste either JavaScript or an HTML snippet (`<script src=...>`, a tag manager's
      // <noscript>); a contextual fragment runs the scripts an HTML snippet holds.
      const fragment = raw.startsWith("<")
        ? doc.createRange().createContextualFragment(raw)
        : Object.assign(doc.createElement("script"), { text: raw });
      if (nonce !== undefined) {
        if (fragment instanceof HTMLScriptElement) fragment.nonce = nonce;
        else for (const element of fragment.querySelectorAll("script")) element.nonce = nonce;
      }
      const wrapper = doc.createElement("template");
      wrapper.dataset.tenantScript = String(script.id);
      doc[placement].append(wrapper, fragment);
      injected += 1;
    }
  }
  return injected;
}
