/**
 * The tenant colours' hex values and the WCAG contrast rule on them (spec §5: the brand colour
 * and the text on it). Apart from Theme so the app's start-up does not carry the palette: the web
 * server computes a tenant's brand (web theme/brand.ts) and writes it into the page.
 */
import type { Colour, Level, ThemeColour } from "./Theme.ts";

/** Tailwind's palette for the 17 colours at the 7 levels, so the web app can check contrast. */
export const palette: Readonly<Record<Colour, Readonly<Record<Level, string>>>> = {
  red: {
    400: "#f87171",
    500: "#ef4444",
    600: "#dc2626",
    700: "#b91c1c",
    800: "#991b1b",
    900: "#7f1d1d",
    950: "#450a0a",
  },
  orange: {
    400: "#fb923c",
    500: "#f97316",
    600: "#ea580c",
    700: "#c2410c",
    800: "#9a3412",
    900: "#7c2d12",
    950: "#431407",
  },
  amber: {
    400: "#fbbf24",
    500: "#f59e0b",
    600: "#d97706",
    700: "#b45309",
    800: "#92400e",
    900: "#78350f",
    950: "#451a03",
  },
  yellow: {
    400: "#facc15",
    500: "#eab308",
    600: "#ca8a04",
    700: "#a16207",
    800: "#854d0e",
    900: "#713f12",
    950: "#422006",
  },
  lime: {
    400: "#a3e635",
    500: "#84cc16",
    600: "#65a30d",
    700: "#4d7c0f",
    800: "#3f6212",
    900: "#365314",
    950: "#1a2e05",
  },
  green: {
    400: "#4ade80",
    500: "#22c55e",
    600: "#16a34a",
    700: "#15803d",
    800: "#166534",
    900: "#14532d",
    950: "#052e16",
  },
  emerald: {
    400: "#34d399",
    500: "#10b981",
    600: "#059669",
    700: "#047857",
    800: "#065f46",
    900: "#064e3b",
    950: "#022c22",
  },
  teal: {
    400: "#2dd4bf",
    500: "#14b8a6",
    600: "#0d9488",
    700: "#0f766e",
    800: "#115e59",
    900: "#134e4a",
    950: "#042f2e",
  },
  cyan: {
    400: "#22d3ee",
    500: "#06b6d4",
    600: "#0891b2",
    700: "#0e7490",
    800: "#155e75",
    900: "#164e63",
    950: "#083344",
  },
  sky: {
    400: "#38bdf8",
    500: "#0ea5e9",
    600: "#0284c7",
    700: "#0369a1",
    800: "#075985",
    900: "#0c4a6e",
    950: "#082f49",
  },
  blue: {
    400: "#60a5fa",
    500: "#3b82f6",
    600: "#2563eb",
    700: "#1d4ed8",
    800: "#1e40af",
    900: "#1e3a8a",
    950: "#172554",
  },
  indigo: {
    400: "#818cf8",
    500: "#6366f1",
    600: "#4f46e5",
    700: "#4338ca",
    800: "#3730a3",
    900: "#312e81",
    950: "#1e1b4b",
  },
  violet: {
    400: "#a78bfa",
    500: "#8b5cf6",
    600: "#7c3aed",
    700: "#6d28d9",
    800: "#5b21b6",
    900: "#4c1d95",
    950: "#2e1065",
  },
  purple: {
    400: "#c084fc",
    500: "#a855f7",
    600: "#9333ea",
    700: "#7e22ce",
    800: "#6b21a8",
    900: "#581c87",
    950: "#3b0764",
  },
  fuchsia: {
    400: "#e879f9",
    500: "#d946ef",
    600: "#c026d3",
    700: "#a21caf",
    800: "#86198f",
    900: "#701a75",
    950: "#4a044e",
  },
  pink: {
    400: "#f472b6",
    500: "#ec4899",
    600: "#db2777",
    700: "#be185d",
    800: "#9d174d",
    900: "#831843",
    950: "#500724",
  },
  rose: {
    400: "#fb7185",
    500: "#f43f5e",
    600: "#e11d48",
    700: "#be123c",
    800: "#9f1239",
    900: "#881337",
    950: "#4c0519",
  },
};

/** The hex value of a theme colour, e.g. "#4f46e5" for indigo 600. */
export const hexOf = (themeColour: ThemeColour): string => palette[themeColour.colour][themeColour.level];

const channel = (hex: string, index: number): number => {
  const value = Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance of a "#rrggbb" colour. */
export const relativeLuminance = (hex: string): number =>
  0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);

/** WCAG 2 contrast ratio between two "#rrggbb" colours, from 1 to 21. */
export const contrastRatio = (a: string, b: string): number => {
  const first = relativeLuminance(a);
  const second = relativeLuminance(b);
  const light = Math.max(first, second);
  const dark = Math.min(first, second);
  return (light + 0.05) / (dark + 0.05);
};

/** The minimum contrast for normal text (WCAG 2 AA). */
export const minimumTextContrast = 4.5;
export const whiteText = "#ffffff";
/**
 * Tailwind gray-950: the dark text used on light brand colours. Gray-900 would not do: on
 * violet 500 neither it (4.23:1) nor white (4.19:1) reaches 4.5:1.
 */
export const darkText = "#030712";

export interface ReadableText {
  readonly name: "white" | "dark";
  readonly hex: string;
  readonly contrast: number;
}

/**
 * The text colour to put on a brand colour: white when it reaches 4.5:1, otherwise the dark
 * text colour (every one of the 119 palette entries reaches 4.5:1 with one of the two).
 */
export const readableTextOn = (themeColour: ThemeColour): ReadableText => {
  const background = hexOf(themeColour);
  const onWhite = contrastRatio(background, whiteText);
  return onWhite >= minimumTextContrast
    ? { name: "white", hex: whiteText, contrast: onWhite }
    : { name: "dark", hex: darkText, contrast: contrastRatio(background, darkText) };
};

/** Shown when the tenant has no usable logo. */
