// The overview's tables at the narrowest phone with the names people type: a long word wraps
// rather than making its table scroll (a scroll region a keyboard cannot reach, WCAG 2.1.1, and
// sideways scrolling, 1.4.10). The sweep of every route (wcag22.spec.ts) found it on the suite's
// own data; this books such a name itself.
import { expect, test } from "@playwright/test";
import { call, login, places } from "./track-support.ts";
import { appReady, axe, baseHost, people, signIn } from "./support.ts";

test("a passenger's name typed as one long word wraps in the overview's table at 320 px: nothing scrolls sideways, axe is clean", async ({
  page,
}) => {
  const token = await login(people.booker.email);
  const profile = await call("POST", "/customer/v2/checkToken", { token });
  const businessId = profile.body.accounts[0].business_id;
  const when = new Date(Date.now() + 86_400_000 * 3).toISOString().replace(/\.\d{3}Z$/, "+00:00");
  const answer = await call("POST", "/customer/v2/booking", {
    token,
    key: `e2e-overview-${Date.now()}`,
    json: {
      outbound: {
        asap: false,
        dateTime: when,
        pickup: places.aboveBar,
        destinations: [places.ocean],
        passengers: 1,
        luggage: 0,
        rideId: 1,
        name: "Averyveryverylongpassengernamewithoutanyspacesatall",
      },
      returnEnabled: false,
      paymentMethod: "account",
      business_id: businessId,
      poNumber: "PO-1",
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page, people.booker);
  await expect(page).toHaveURL(/business/);
  await page.goto(`${baseHost("book")}/overview`);
  await appReady(page);
  await expect(page.getByTestId("overview-per-passenger-table")).toBeVisible();
  expect(await axe(page, { wcag22: true })).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
});
