/**
 * Tenant branding: theme colour, text contrast on that colour, logo and light/dark mode
 * (spec §1 default theme, §3 theme state, §4 theme mode, §5 theme colour and logo, §9).
 */
import { Schema } from "effect";
import {
  defaultDirection,
  defaultLocale,
  defaultThemeColour,
  defaultThemeLevel,
  defaultThemeMode,
  fallbackThemeLevel,
} from "./Constants.ts";
import { isOneOf } from "./OneOf.ts";

export const colours = [
  "red",
  "orange",
  "amber",
  "yellow",
  "lime",
  "green",
  "emerald",
  "teal",
  "cyan",
  "sky",
  "blue",
  "indigo",
  "violet",
  "purple",
  "fuchsia",
  "pink",
  "rose",
] as const;
export const Colour = Schema.Literals(colours);
export type Colour = typeof Colour.Type;

export const levels = [400, 500, 600, 700, 800, 900, 950] as const;
export const Level = Schema.Literals(levels);
export type Level = typeof Level.Type;

export const ThemeColour = Schema.Struct({ colour: Colour, level: Level });
export type ThemeColour = typeof ThemeColour.Type;

export const Mode = Schema.Literals(["light", "dark"]);
export type Mode = typeof Mode.Type;

export const Direction = Schema.Literals(["ltr", "rtl"]);
export type Direction = typeof Direction.Type;

export const Theme = Schema.Struct({
  colour: Colour,
  level: Level,
  mode: Mode,
  direction: Direction,
  locale: Schema.String,
});
export type Theme = typeof Theme.Type;

/** Default tenant theme: indigo, level 600, light, left-to-right, English (§1, §9). */
export const defaultTheme: Theme = {
  colour: defaultThemeColour,
  level: defaultThemeLevel,
  mode: defaultThemeMode,
  direction: defaultDirection,
  locale: defaultLocale,
};

/** The colour used when the configuration's theme_color is missing or invalid: indigo 950 (§1, §5). */
export const fallbackColour: ThemeColour = { colour: defaultThemeColour, level: fallbackThemeLevel };

// A plain check rather than Schema.is: the web app's start-up uses this module without the
// schema library, which stays out of the first load.
const isColour = (value: string | undefined): value is Colour => value !== undefined && isOneOf(colours, value);

/**
 * Parses theme_color as "colour-level" (e.g. "indigo-950"). Surrounding spaces and letter case
 * are forgiven; if either part is not one of the 17 colours and 7 levels, the result is
 * indigo 950 (§5).
 */
export const parseThemeColour = (input: unknown): ThemeColour => {
  if (typeof input !== "string") return fallbackColour;
  const match = /^([a-z]+)-(\d+)$/.exec(input.trim().toLowerCase());
  const colour = match?.[1];
  // Compare the level as written, so "indigo-0950" is not read as 950.
  const level = levels.find((candidate) => String(candidate) === match?.[2]);
  return isColour(colour) && level !== undefined ? { colour, level } : fallbackColour;
};

/** "indigo-950": the inverse of {@link parseThemeColour}. */
export const formatThemeColour = (themeColour: ThemeColour): string => `${themeColour.colour}-${themeColour.level}`;

export const defaultLogo = "/logo.svg";

// Strict absolute http(s) URL: scheme, "//", a host name, IPv4 or bracketed IPv6, optional
// port, then only URL characters (no spaces, quotes, angle brackets or backslashes).
const hostLabel = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const httpUrl = new RegExp(
  `^https?://(?:${hostLabel}(?:\\.${hostLabel})*\\.?|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?(?:[/?#][A-Za-z0-9\\-._~!$&'()*+,;=:@/?#%\\[\\]]*)?$`,
  "i",
);

/** True when the text is an absolute `http:` or `https:` URL (not `javascript:`, `data:`, relative or "httpfoo"). */
export const isHttpUrl = (text: string): boolean => httpUrl.test(text);

/** The logo to show: the tenant's when it is an http(s) URL, else the default logo (§5). */
export const logoOrDefault = (logo: unknown, fallback: string = defaultLogo): string =>
  typeof logo === "string" && isHttpUrl(logo.trim()) ? logo.trim() : fallback;

/**
 * The mode to draw (§4 theme mode): the person's own choice once they have made one with the
 * toggle; until then the device's (prefers-color-scheme), followed as it changes.
 */
export const modeFor = (chosen: Mode | undefined, deviceDark: boolean): Mode =>
  chosen ?? (deviceDark ? "dark" : "light");

/** Switching the theme mode between light and dark (§4). */
export const toggleMode = (mode: Mode): Mode => (mode === "light" ? "dark" : "light");

/** The class toggled on the document root: present ("dark") only in dark mode (§4). */
export const rootClassFor = (mode: Mode): string | undefined => (mode === "dark" ? "dark" : undefined);
