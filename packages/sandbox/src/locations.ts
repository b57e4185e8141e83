/**
 * Saved places (spec §7 POST location, §3 User default_pickup): a named place of the signed-in
 * customer, optionally their default pickup (checkToken returns it).
 */
import { toSavedLocation } from "./auth.ts";
import type { Ctx, Reply, TenantRoute } from "./context.ts";
import { ok, route } from "./context.ts";
import { Validation } from "@cabline/domain";
import { badRequest, fail } from "./errors.ts";
import { optBool, optNumber, optText } from "./input.ts";

const saveLocation = (ctx: Ctx): Reply => {
  const customer = ctx.customer ?? fail("invalid_token");
  // The booking limits of a name and a place (domain Validation.limits).
  const text = (key: string): string | undefined => {
    const value = ctx.body[key];
    return typeof value === "string" ? value : undefined;
  };
  const [overLimit] = Validation.validateLimits(
    "outbound",
    { name: text("name"), pickup: { description: text("description"), id: text("id") } },
    ctx.now,
  );
  if (overLimit !== undefined) badRequest(overLimit.message);
  const name = optText(ctx.body, "name") ?? fail("name_empty");
  const description = optText(ctx.body, "description");
  const lat = optNumber(ctx.body, "lat");
  const lon = optNumber(ctx.body, "lon");
  if (
    description === undefined ||
    lat === undefined ||
    lon === undefined ||
    Math.abs(lat) > 90 ||
    Math.abs(lon) > 180
  ) {
    return fail("bad_destination");
  }
  const isDefault = optBool(ctx.body, "set_as_default_pickup") ?? false;
  if (isDefault) {
    ctx.db.run(
      "UPDATE saved_locations SET is_default = 0 WHERE tenant = ? AND customer_id = ?",
      ctx.tenant.code,
      customer.id,
    );
  }
  const id = ctx.db.run(
    "INSERT INTO saved_locations(tenant, customer_id, name, description, lat, lon, place_id, is_default) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    ctx.tenant.code,
    customer.id,
    name,
    description,
    lat,
    lon,
    optText(ctx.body, "id") ?? null,
    isDefault ? 1 : 0,
  );
  return ok({
    location: toSavedLocation({
      id,
      customer_id: customer.id,
      name,
      description,
      lat,
      lon,
      place_id: optText(ctx.body, "id") ?? null,
    }),
  });
};

export const locationRoutes: ReadonlyArray<TenantRoute> = [
  route("POST", "/customer/v2/location", "form", "customer", saveLocation),
];
