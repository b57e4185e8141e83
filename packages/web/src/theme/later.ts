// The Chakra components that no first paint draws, and the one way to import them (spec §1
// start-up; docs/decisions/server-rendering.md). Their recipes (about 9 kB gz: cards, dialogs, the
// date picker, tables, toasts…) are not in the system every route starts with; importing any of
// these components from here adds them first, when this module is evaluated, which is before
// anything that imports it draws. The lint rule in eslint.config.mjs refuses these names from
// "@chakra-ui/react" elsewhere, and test/bundle-budget.test.ts fails on a built chunk that draws
// one of them without this module.
import { cardSlotRecipe } from "@chakra-ui/react/theme/recipes/card";
import { datePickerSlotRecipe } from "@chakra-ui/react/theme/recipes/date-picker";
import { dialogSlotRecipe } from "@chakra-ui/react/theme/recipes/dialog";
import { drawerSlotRecipe } from "@chakra-ui/react/theme/recipes/drawer";
import { nativeSelectSlotRecipe } from "@chakra-ui/react/theme/recipes/native-select";
import { progressSlotRecipe } from "@chakra-ui/react/theme/recipes/progress";
import { qrCodeSlotRecipe } from "@chakra-ui/react/theme/recipes/qr-code";
import { separatorRecipe } from "@chakra-ui/react/theme/recipes/separator";
import { statSlotRecipe } from "@chakra-ui/react/theme/recipes/stat";
import { tableSlotRecipe } from "@chakra-ui/react/theme/recipes/table";
import { toastSlotRecipe } from "@chakra-ui/react/theme/recipes/toast";
import { addRecipes } from "./system.ts";

/** The recipes added here, by the key their components look up. */
export const laterRecipes = { separator: separatorRecipe };
export const laterSlotRecipes = {
  card: cardSlotRecipe,
  datePicker: datePickerSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  qrCode: qrCodeSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
};

addRecipes({ recipes: laterRecipes, slotRecipes: laterSlotRecipes });

export {
  Card,
  createToaster,
  DatePicker,
  Dialog,
  Drawer,
  NativeSelect,
  parseDate,
  Progress,
  QrCode,
  Separator,
  Stat,
  Table,
  Toast,
  Toaster,
  useDatePickerContext,
} from "@chakra-ui/react";
