// Applies the tenant's branding to the document head (spec §1, §3 Tenant configuration): page
// title, meta description and favicon.
import type { Tenant } from "@cabline/domain";

export function applyHead(branding: Tenant.Branding, doc: Document): void {
  doc.title = branding.title;
  let description = doc.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    description = doc.createElement("meta");
    description.name = "description";
    doc.head.append(description);
  }
  description.content = branding.metaDescription || branding.title;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement("link");
    icon.rel = "icon";
    doc.head.append(icon);
  }
  icon.href = branding.favicon;
  if (!branding.favicon.endsWith(".svg")) icon.removeAttribute("type");
}
