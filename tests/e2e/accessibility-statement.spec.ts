// The operator's accessibility statement (/accessibility; features/legal): reached from every
// page's footer, it names the operator that runs the site, lists the known problems kept in the
// repository (the domain's AccessibilityStatement) with the WCAG criterion each fails, says how to get help and report a problem (the
// tenant's own contact details) and where to go next. Each tenant gets its own; axe finds
// nothing in light or dark mode. Screenshots go to $E2E_SCREENSHOTS/accessibility-*.png.
import { expect, test } from "@playwright/test";
import { knownIssues } from "@cabline/domain/AccessibilityStatement";
import { appReady, axeLightAndDark, baseHost, look } from "./support.ts";

test("the footer leads to the operator's own accessibility statement, with the known problems and how to get help", async ({
  page,
}) => {
  await page.goto(`${baseHost("book")}/book-ride`);
  await appReady(page);
  await page.getByTestId("accessibility-link").click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole("heading", { level: 1, name: "Accessibility statement for Solent Cars" })).toBeVisible();
  await expect(page.getByText("Solent Cars runs this website.")).toBeVisible();

  // How compliant the site is follows from the list: partial while a problem is known.
  await expect(page.getByTestId("compliance")).toContainText(
    knownIssues.length === 0 ? "fully compliant" : "partially compliant",
  );
  if (knownIssues.length === 0)
    await expect(page.getByTestId("known-issues")).toHaveText(
      "We know of no content on this website that fails the WCAG 2.2 AA standard.",
    );
  // Every known problem, with the criterion it fails and what is done about it.
  const problems = page.getByTestId("known-issues").getByRole("listitem");
  await expect(problems).toHaveCount(knownIssues.length);
  for (const [index, issue] of knownIssues.entries()) {
    await expect(problems.nth(index)).toContainText(issue.problem);
    await expect(problems.nth(index)).toContainText(`This fails WCAG 2.2 success criterion ${issue.criterion}.`);
  }

  // Help and reports go to the operator's own contacts, answered within 5 working days.
  const contact = page.getByTestId("accessibility-contact");
  await expect(contact.getByRole("link", { name: "support@solentcars.example" })).toHaveAttribute(
    "href",
    "mailto:support@solentcars.example",
  );
  await expect(contact.getByRole("link", { name: /^\+44/ })).toHaveAttribute("href", /^tel:\+44/);
  await expect(page.getByText("within 5 working days")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Enforcement procedure" })).toBeVisible();
  await expect(page.getByText(/Equality Advisory and Support Service \(EASS\)/)).toBeVisible();
  expect(await axeLightAndDark(page)).toEqual([]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await look(page, `accessibility-${width}`, { fullPage: true });
  }

  // Another operator's statement is its own.
  await page.goto(`${baseHost("gdt")}/accessibility`);
  await appReady(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Accessibility statement for Gosport & District Taxis" }),
  ).toBeVisible();
  await expect(page.getByTestId("accessibility-contact")).not.toContainText("solentcars");
});
