// A tenant with a Google Maps key (docs/decisions/maps.md): place search goes to Google's Places
// API (New) and the route is drawn on Google's map through @react-google-maps/api. Google cannot
// be reached here, so Playwright serves stand-ins: the Maps JavaScript API with the subset the
// adapter calls (the loader's callback, Map, Marker, Polyline, LatLngBounds, event), drawing its
// markers and route as elements the test can read; and Google's REST hosts answered by the
// sandbox's own maps port, which speaks the same shapes (contracts/maps.openapi.yaml). The tenant
// gets its key in the page's boot data, as the web server would give a tenant whose
// configuration carries one. The journey books with places found through Google's stand-in, sees
// the route on /book-ride and /summary, then the car on the tracking page, and reads the booking
// back from the sandbox.
import { expect, test, type Page } from "@playwright/test";
import { appReady, axe, baseHost, changeDocuments, choosePlace, loopbackOrigin, look, watchErrors } from "./support.ts";
import { bookingByToken, moveOn } from "./track-support.ts";

const mapsKey = "AIzaSyStandInKeyForCablineE2E000000000";

const standInMapsJs = `
(function () {
  var maps = window.google.maps;
  window.__maps = { created: 0, key: new URL(document.currentScript.src).searchParams.get("key") };
  // Any setter the adapter calls that is not written out below is kept in opts.
  function wrap(instance) {
    return new Proxy(instance, {
      get: function (target, name) {
        if (name in target) return target[name];
        if (typeof name !== "string") return undefined;
        if (name.indexOf("set") === 0) return function (value) { target.opts[name.charAt(3).toLowerCase() + name.slice(4)] = value; target.render(); };
        if (name.indexOf("get") === 0) return function () { return target.opts[name.charAt(3).toLowerCase() + name.slice(4)]; };
        return undefined;
      },
    });
  }
  function point(p) { return typeof p.lat === "function" ? { lat: p.lat(), lng: p.lng() } : { lat: p.lat, lng: p.lng }; }
  function LatLng(lat, lng) { this._lat = lat; this._lng = lng; }
  LatLng.prototype.lat = function () { return this._lat; };
  LatLng.prototype.lng = function () { return this._lng; };
  function LatLngBounds() { this.points = []; }
  LatLngBounds.prototype.extend = function (p) { this.points.push(point(p)); return this; };
  function Map(div, options) {
    window.__maps.created += 1;
    this.opts = Object.assign({}, options);
    this.el = document.createElement("div");
    this.el.setAttribute("data-testid", "stand-in-map");
    this.el.style.cssText = "position:relative;width:100%;height:100%";
    div.appendChild(this.el);
    return wrap(this);
  }
  Map.prototype.render = function () {};
  Map.prototype.setOptions = function (o) { Object.assign(this.opts, o || {}); };
  Map.prototype.fitBounds = function (bounds) { this.el.setAttribute("data-fitted", JSON.stringify(bounds.points)); };
  function Overlay(kind, options) {
    this.kind = kind;
    this.opts = {};
    this.el = document.createElement("div");
    this.el.setAttribute("data-testid", "stand-in-" + kind);
    this.setOptions(options || {});
    return wrap(this);
  }
  Overlay.prototype.setOptions = function (o) {
    Object.assign(this.opts, o || {});
    if (o && "map" in o) this.setMap(o.map);
    this.render();
  };
  Overlay.prototype.setMap = function (map) {
    this.opts.map = map;
    if (map) map.el.appendChild(this.el); else this.el.remove();
  };
  Overlay.prototype.render = function () {
    var o = this.opts;
    if (o.position) { var p = point(o.position); this.el.setAttribute("data-at", p.lat.toFixed(5) + "," + p.lng.toFixed(5)); }
    if (o.label !== undefined) this.el.setAttribute("data-label", typeof o.label === "string" ? o.label : o.label.text);
    if (o.title !== undefined) this.el.setAttribute("title", o.title);
    if (o.icon !== undefined) this.el.setAttribute("data-icon", "symbol");
    if (o.path) this.el.setAttribute("data-path", o.path.map(function (p) { p = point(p); return p.lat.toFixed(5) + "," + p.lng.toFixed(5); }).join(" "));
  };
  function Marker(options) { return Overlay.call(this, "marker", options); }
  Marker.prototype = Object.create(Overlay.prototype);
  function Polyline(options) { return Overlay.call(this, "route", options); }
  Polyline.prototype = Object.create(Overlay.prototype);
  var listener = { remove: function () {} };
  maps.Map = Map;
  maps.Marker = Marker;
  maps.Polyline = Polyline;
  maps.LatLng = LatLng;
  maps.LatLngBounds = LatLngBounds;
  maps.SymbolPath = { CIRCLE: 0 };
  maps.event = {
    addListener: function () { return listener; },
    addListenerOnce: function () { return listener; },
    removeListener: function () {},
    clearInstanceListeners: function () {},
  };
  maps.importLibrary = function () { return Promise.resolve(maps); };
  maps.__ib__();
})();
`;

/** What the page asked Google's REST hosts, with the key it sent. */
type GoogleCall = { readonly path: string; readonly key: string | null; readonly sessionToken: string | null };

/** The page as a tenant with a Maps key gets it, Google's hosts answered by stand-ins. */
async function asMapsTenant(page: Page): Promise<GoogleCall[]> {
  const calls: GoogleCall[] = [];
  await page.route("https://maps.googleapis.com/maps/api/js?*", (route) =>
    route.fulfill({ contentType: "application/javascript", body: standInMapsJs }),
  );
  const cors = {
    "access-control-allow-origin": "*",
    "access-control-allow-headers": "*",
    "access-control-allow-methods": "GET, POST",
  };
  await page.route(
    (url) =>
      url.host === "places.googleapis.com" ||
      (url.host === "maps.googleapis.com" && url.pathname.startsWith("/maps/api/geocode/")),
    async (route) => {
      const request = route.request();
      if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
      const url = new URL(request.url());
      const body = request.postData();
      calls.push({
        path: url.pathname,
        key: request.headers()["x-goog-api-key"] ?? url.searchParams.get("key"),
        sessionToken:
          url.searchParams.get("sessionToken") ??
          (body === null ? null : ((JSON.parse(body) as { sessionToken?: string }).sessionToken ?? null)),
      });
      // The sandbox's maps port answers Google's paths under the dispatch base, in Google's shapes.
      const response = await route.fetch({
        url: `${loopbackOrigin}/api${url.pathname}${url.search}`,
        headers: { ...request.headers(), host: new URL(baseHost("book")).host },
      });
      await route.fulfill({ response, headers: { ...response.headers(), ...cors } });
    },
  );
  await changeDocuments(page, (body) =>
    body.replace(/"paymentPublishableKey":("[^"]*")/, `"paymentPublishableKey":$1,"mapsApiKey":"${mapsKey}"`),
  );
  return calls;
}

const fitted = async (page: Page, testId: string) =>
  JSON.parse(
    (await page.getByTestId(testId).getByTestId("stand-in-map").getAttribute("data-fitted")) ?? "[]",
  ) as Array<{
    lat: number;
    lng: number;
  }>;

test("with the tenant's Maps key, places come from Google and the route is drawn on Google's map, through to the car on the tracking page", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  const google = await asMapsTenant(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${baseHost("book")}/book-ride`);
  await appReady(page);
  // No map before there is a route to show, and Google's script not asked for.
  await expect(page.getByTestId("outbound-route-map")).toHaveCount(0);

  await choosePlace(page, "Pickup address", "Ocean Village", /Ocean Village Marina/);
  await choosePlace(page, "Drop-off address", "Southampton Central", /Southampton Central station/);
  // Both places came through Google's Places API (New), with the tenant's key and one session
  // token per search (autocomplete, then the details that end it).
  const autocomplete = google.filter((call) => call.path === "/v1/places:autocomplete");
  const details = google.filter((call) => call.path.startsWith("/v1/places/"));
  expect(autocomplete.length).toBeGreaterThan(0);
  expect(details).toHaveLength(2);
  for (const call of [...autocomplete, ...details]) expect(call.key).toBe(mapsKey);
  expect(details[0]?.sessionToken).toEqual(expect.any(String));
  expect(details[0]?.sessionToken).not.toBe(details[1]?.sessionToken);

  // The route on Google's map: A at the pickup, B at the drop-off, the line between them, and the
  // map fitted to both.
  const routeMap = page.getByTestId("outbound-route-map");
  await expect(routeMap.getByTestId("stand-in-map")).toBeVisible();
  expect(await page.evaluate(() => (window as { __maps?: { key: string } }).__maps?.key)).toBe(mapsKey);
  const markers = routeMap.getByTestId("stand-in-marker");
  await expect(markers).toHaveCount(2);
  await expect(markers.nth(0)).toHaveAttribute("data-label", "A");
  await expect(markers.nth(0)).toHaveAttribute("title", /Ocean Village Marina/);
  await expect(markers.nth(1)).toHaveAttribute("data-label", "B");
  const route = await routeMap.getByTestId("stand-in-route").getAttribute("data-path");
  expect(route?.split(" ")).toEqual([
    await markers.nth(0).getAttribute("data-at"),
    await markers.nth(1).getAttribute("data-at"),
  ]);
  expect(await fitted(page, "outbound-route-map")).toHaveLength(2);
  // The route in words as well, for a screen reader (and the fields say it for everyone).
  await expect(routeMap).toContainText("Map of the route. A: Ocean Village Marina");
  expect(await axe(page)).toEqual([]);
  await look(page, "maps-book-ride-390", { fullPage: true });

  // Now, so the dispatcher's controls can move the trip on for the tracking page.
  await page.getByTestId("outbound-asap").check();
  await page.getByLabel("Full name").fill("Ada Maps");
  await page.getByLabel("Mobile number").fill("07700 900456");
  await page.getByLabel("E-mail address").fill("ada.maps@example.com");
  await page.getByTestId("book-continue").click();
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByTestId("summary-route-map").getByTestId("stand-in-marker")).toHaveCount(2);
  await look(page, "maps-summary-390", { fullPage: true });
  await page.getByTestId("book-now").click();
  await expect(page.getByTestId("booking-confirmation")).toBeVisible({ timeout: 15_000 });

  // The sandbox holds the places Google's stand-in found, at the points the map drew.
  const token = decodeURIComponent(
    (await page.getByTestId("track-outbound").getAttribute("href"))?.replace(/^\/t\//, "") ?? "",
  );
  const stored = await bookingByToken(token);
  const pickup = stored.booking.pickup_location as { description: string; lat: number; lon: number };
  expect(pickup.description).toMatch(/Ocean Village Marina/);

  // The tracking page: the trip and, once the driver sets off, the car on Google's map.
  const following = page.waitForRequest("**/api/customer/v2/booking/events*");
  await page.getByTestId("track-outbound").click();
  await expect(page.getByTestId("booking-status")).toBeVisible();
  await following;
  expect(await moveOn(token)).toBe("driver_allocated");
  expect(await moveOn(token)).toBe("en_route");
  await expect(page.getByTestId("booking-status")).toHaveText(/Driver on the way/, { timeout: 5_000 });
  const trackingMap = page.getByTestId("route-map");
  await expect(trackingMap).toHaveAttribute("data-map", "google");
  const car = trackingMap.locator('[data-testid="stand-in-marker"][data-icon="symbol"]');
  await expect(car).toHaveCount(1);
  // Where the dispatch API says the car is, and moving on as its events come (every 5 s).
  const first = await car.getAttribute("data-at");
  const [lat = NaN, lng = NaN] = (first ?? "").split(",").map(Number);
  const now = await bookingByToken(token);
  const at = now.booking.driver.location as { lat: number; lon: number };
  expect(Math.abs(lat - at.lat) + Math.abs(lng - at.lon)).toBeLessThan(0.01);
  await expect.poll(() => car.getAttribute("data-at"), { timeout: 15_000 }).not.toBe(first);
  await expect(trackingMap.locator('[data-testid="stand-in-marker"][data-label="A"]')).toHaveAttribute(
    "data-at",
    `${pickup.lat.toFixed(5)},${pickup.lon.toFixed(5)}`,
  );
  expect(await axe(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await look(page, "maps-track-1280", { fullPage: true });
  errors.expectNone();
});
