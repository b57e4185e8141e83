// Tenant scripts (spec §1, §3): the domain decides which run and in what order (active only,
// priority descending, head or body); this module puts them in the page. Never on pages that take
// card details (PCI DSS: no third-party script may run where a card number is typed), and those
// pages are entered with a full page load so no script injected earlier is still running.
import type { TenantScripts } from "@cabline/domain";

const cardPages = [/^\/pay\//];

export function takesCardDetails(pathname: string): boolean {
  return cardPages.some((pattern) => pattern.test(pathname));
}

export function injectTenantScripts(scripts: TenantScripts.ScriptsByPlacement, doc: Document): number {
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
      const wrapper = doc.createElement("template");
      wrapper.dataset.tenantScript = String(script.id);
      doc[placement].append(wrapper, fragment);
      injected += 1;
    }
  }
  return injected;
}
