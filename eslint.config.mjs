// Lint rules. Layering (who may import whom, no cycles) is in .dependency-cruiser.cjs; this file
// holds what dependency-cruiser cannot see: the domain's ban on ambient time, randomness and I/O.
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

const ambientTimeRandomnessAndIo = {
  "no-restricted-properties": [
    "error",
    { object: "Date", property: "now", message: "The domain takes the clock as a parameter (no ambient time)." },
    { object: "Math", property: "random", message: "The domain takes randomness as a parameter." },
  ],
  "no-restricted-syntax": [
    "error",
    {
      selector: "NewExpression[callee.name='Date']",
      message: "The domain takes the clock as a parameter (no new Date()).",
    },
    {
      selector: "CallExpression[callee.name='Date']",
      message: "The domain takes the clock as a parameter (no Date()).",
    },
    {
      selector: "MemberExpression[object.name='Temporal'][property.name='Now']",
      message: "Temporal.Now is ambient time; pass the clock in.",
    },
  ],
  "no-restricted-globals": [
    "error",
    ...[
      "fetch",
      "XMLHttpRequest",
      "WebSocket",
      "window",
      "document",
      "localStorage",
      "sessionStorage",
      "navigator",
      "process",
      "console",
      "setTimeout",
      "setInterval",
      "crypto",
    ].map((name) => ({
      name,
      message: `The domain does no I/O and reads no environment: '${name}' belongs behind a port.`,
    })),
  ],
};

/** One way to draw a form control: the native controls of components/controls. */
const nativeControls = {
  name: "@chakra-ui/react",
  importNames: ["Field", "Fieldset", "Input", "Textarea", "Checkbox", "RadioGroup", "Tabs"],
  message: "Use the native controls of packages/web/src/components/controls (see the web README).",
};

/** Components whose recipes no first paint loads: theme/later.ts adds them to the system first. */
const laterComponents = {
  name: "@chakra-ui/react",
  importNames: [
    "Card",
    "createToaster",
    "DatePicker",
    "Dialog",
    "Drawer",
    "NativeSelect",
    "parseDate",
    "Progress",
    "QrCode",
    "Separator",
    "Stat",
    "Table",
    "Toast",
    "Toaster",
    "useDatePickerContext",
  ],
  message: "Import it from packages/web/src/theme/later.ts, which adds its recipe to the system first.",
};

/** Chakra's theme barrel ties all 76 recipes to start-up: the theme is imported file by file. */
const themeBarrel = {
  name: "@chakra-ui/react/theme",
  message: "Import the theme's own files (@chakra-ui/react/theme/*; packages/web/src/theme/chakra-theme.ts).",
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      ".toolchain/**",
      ".tsbuild/**",
      "**/dist/**",
      "coverage/**",
      ".reports/**",
      "test-results/**",
      "playwright-report/**",
      "packages/api-ports/src/generated/**",
      "packages/sandbox/data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      eqeqeq: ["error", "smart"],
      // Small functions: a screen, a hook, a handler or a test group a reader takes in at once.
      // Generated code is ignored above.
      "max-lines-per-function": ["error", { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ["scripts/**/*.mjs", "**/*.config.{ts,mjs,cjs}", ".dependency-cruiser.cjs"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The domain runs everywhere and reads nothing ambient: no browser or Node globals at all.
    files: ["packages/domain/src/**/*.ts"],
    languageOptions: { globals: {} },
    rules: ambientTimeRandomnessAndIo,
  },
  {
    // One way to draw a form control: the native controls of components/controls, not Chakra's
    // zag-backed ones (28 kB gz of /book-ride's first load when they were used); and one way to
    // import a component whose recipe comes later (theme/later.ts).
    files: ["packages/web/src/**/*.{ts,tsx}"],
    ignores: ["packages/web/src/components/controls/**", "packages/web/src/theme/later.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [nativeControls, laterComponents, themeBarrel] }] },
  },
  {
    files: ["packages/web/src/components/controls/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [laterComponents, themeBarrel] }] },
  },
);
