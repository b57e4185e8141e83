// A tenant on Stripe pays through Stripe's own card field (Stripe Elements, drawn by
// @stripe/react-stripe-js), never the app's inputs. js.stripe.com cannot be reached here, so
// Playwright serves a stand-in Stripe.js with the calls the library and the payments port make
// (elements with a card element that mounts, reports ready and changes; createToken;
// confirmCardPayment for 3-D Secure);
// its createToken asks the sandbox for a real card token, so the booking is really paid. The
// tenant is put on Stripe by giving the page a Stripe-shaped publishable key, with the security
// policy the web server sends a Stripe tenant (packages/web/test/server.test.ts checks that).
import { expect, test, type Page } from "@playwright/test";
import { appReady, axe, baseHost } from "./support.ts";
import { book, call, login } from "./track-support.ts";

const stripeKey = "pk_test_51E2eStandInKey000";

const standInStripeJs = `
window.Stripe = function (key) {
  window.__stripe = { key: key, challenges: 0, elementsMade: 0 };
  return {
    elements: function () {
      window.__stripe.elementsMade += 1;
      return {
        create: function () {
          var input;
          var handlers = {};
          var emit = function (event, value) { (handlers[event] || []).forEach(function (h) { h(value); }); };
          var element = {
            mount: function (container) {
              input = document.createElement("input");
              input.id = "stand-in-stripe-number";
              input.setAttribute("aria-label", "Card number, in Stripe's field");
              input.addEventListener("input", function () {
                var digits = input.value.replace(/\\s/g, "");
                emit("change", { complete: digits.length >= 16, error: digits.length > 19 ? { message: "Your card number is invalid." } : undefined });
              });
              container.appendChild(input);
              setTimeout(function () { emit("ready", element); }, 0);
            },
            destroy: function () { if (input) input.remove(); },
            update: function () {},
            on: function (event, handler) { (handlers[event] = handlers[event] || []).push(handler); },
            off: function (event, handler) { handlers[event] = (handlers[event] || []).filter(function (h) { return h !== handler; }); },
            digits: function () { return input.value.replace(/\\s/g, ""); },
          };
          return element;
        },
      };
    },
    createToken: function (element) {
      return fetch("/api/sandbox/payments/tokens", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-TENANT-ID": "BOOK" },
        body: JSON.stringify({ number: element.digits(), exp_month: 12, exp_year: 2030, cvc: "123" }),
      }).then(function (r) {
        return r.json().then(function (body) {
          return r.ok
            ? { token: { id: body.id, card: { last4: body.last4, brand: body.brand } } }
            : { error: { type: "card_error", code: body.error, message: body.message } };
        });
      });
    },
    createPaymentMethod: function () { return Promise.reject(new Error("not used")); },
    confirmCardPayment: function (secret) {
      window.__stripe.challenges += 1;
      window.__stripe.confirmed = secret;
      return Promise.resolve({});
    },
    confirmCardSetup: function () { return Promise.resolve({}); },
  };
};
`;

/** The page as a tenant on Stripe gets it: its key in the boot data, Stripe in the card-page policy. */
async function asStripeTenant(page: Page) {
  await page.route("https://js.stripe.com/v3/", (route) =>
    route.fulfill({ contentType: "application/javascript", body: standInStripeJs }),
  );
  await page.route(
    (url) => url.pathname.startsWith("/pay/") || url.pathname === "/api/configuration/get",
    async (route) => {
      // Node does not resolve *.localhost: fetched from loopback, with the page's Host.
      const url = new URL(route.request().url());
      const response = await route.fetch({
        url: `http://127.0.0.1:${url.port}${url.pathname}${url.search}`,
        headers: { ...route.request().headers(), host: url.host },
      });
      const body = (await response.text()).replaceAll("pk_test_sandbox_book_51SolentCars", stripeKey);
      const headers = { ...response.headers() };
      const policy = headers["content-security-policy"];
      if (policy !== undefined) {
        headers["content-security-policy"] = policy
          .replace(/script-src 'self'((?: 'sha256-[^']+')*);/, "script-src 'self'$1 https://js.stripe.com;")
          .replace("frame-src 'self';", "frame-src 'self' https://js.stripe.com https://hooks.stripe.com;");
      }
      delete headers["content-length"];
      delete headers["content-encoding"];
      await route.fulfill({ response, body, headers });
    },
  );
}

test("a tenant on Stripe takes the card in Stripe's field, with Stripe's 3-D Secure, and the sandbox holds it paid", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const booked = await book(await login(), { email: `stripe-${Date.now()}@example.com`, paymentMethod: "card" });
  const token = booked.bookings[0]?.booking_token ?? "";
  await asStripeTenant(page);
  await page.goto(`${baseHost("book")}/pay/${token}`);
  await appReady(page);
  // Stripe's field, loaded with the tenant's key; the app's own card inputs are not there.
  const stripeNumber = page.getByLabel("Card number, in Stripe's field");
  await expect(stripeNumber).toBeVisible();
  expect(await page.evaluate(() => (window as { __stripe?: { key: string } }).__stripe?.key)).toBe(stripeKey);
  await expect(page.locator("#card-number")).toHaveCount(0);
  await expect(page.getByText("use one of Stripe's test cards")).toHaveCount(0);
  expect(await axe(page)).toEqual([]);

  // Nothing typed yet: the summary links to Stripe's field.
  await page.getByTestId("pay-submit").click();
  await expect(page.getByTestId("pay-error").getByRole("link")).toHaveAttribute("href", "#stripe-card");

  // A card that asks for 3-D Secure: Stripe shows the bank's step (not the sandbox's), then paid.
  await stripeNumber.fill("4000 0027 6000 3184");
  await page.getByTestId("pay-submit").click();
  await expect(page.getByTestId("pay-paid")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("three-d-secure")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __stripe?: { challenges: number } }).__stripe?.challenges)).toBe(1);
  // Through confirmCardPayment, with the payment's client secret, and one Elements for the page.
  const stripe = await page.evaluate(
    () => (window as { __stripe?: { confirmed?: string; elementsMade: number } }).__stripe,
  );
  expect(stripe?.confirmed).toMatch(/^pi_[\w-]+_secret_/);
  expect(stripe?.elementsMade).toBe(1);
  const stored = await call("GET", `/customer/v2/getBooking?booking_token=${encodeURIComponent(token)}`);
  expect(stored.body.booking.payment_status).toBe("paid");
});
