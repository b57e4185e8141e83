// The page for a host no operator is known at: the web server writes it as
// HTML (server/html.ts renderUnknownTenant); without the server (vite dev, or the build served as
// plain files) start-up learns it from the dispatch API's 4xx and shows the same words in the
// browser, instead of a generic sign-in that looks like a real operator's.

/** The words of the page, the host as its own part so each side can mark it up safely. */
export const unknownTenantWords = {
  title: "No taxi operator at this address",
  before: "No operator is known at ",
  after: ", so there is nothing to book here.",
  advice:
    "Check the web address you were given. If you followed a link from a taxi company, ask them for their booking address.",
} as const;

/** The part of a DOM document the page needs (a fake one in tests). */
export interface UnknownTenantDocument {
  title: string;
  createElement(tag: "main" | "h1" | "p" | "code"): {
    textContent: string | null;
    setAttribute(name: string, value: string): void;
    append(...nodes: Array<unknown>): void;
    readonly style: { cssText: string };
  };
  getElementById(id: string): { replaceChildren(...nodes: Array<unknown>): void } | null;
  readonly body: { replaceChildren(...nodes: Array<unknown>): void };
}

/** Replaces the page (the loader in #root) with the unknown-tenant words; the host is text, never HTML. */
export function showUnknownTenant(doc: UnknownTenantDocument, host: string): void {
  const words = unknownTenantWords;
  const element = (tag: "main" | "h1" | "p" | "code", text?: string) => {
    const created = doc.createElement(tag);
    if (text !== undefined) created.textContent = text;
    return created;
  };
  const main = element("main");
  main.setAttribute("data-testid", "unknown-tenant");
  main.style.cssText =
    "max-width:36rem;margin:0 auto;padding:15vh 1.5rem 2rem;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.6";
  const known = element("p");
  known.append(words.before, element("code", host), words.after);
  main.append(element("h1", words.title), known, element("p", words.advice));
  doc.title = words.title;
  (doc.getElementById("root") ?? doc.body).replaceChildren(main);
}
