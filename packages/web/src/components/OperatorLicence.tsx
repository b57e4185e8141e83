// Who the operator is and its private hire operator licence (Tenant.licenceText), as every page's
// footer, the booking summary, the widget, the confirmation and the printed receipt show it: a
// passenger can check the licence with the authority named. Nothing when the configuration gives
// no whole licence.
import { Text, type TextProps } from "@chakra-ui/react";
import { useTenant } from "../lib/state.ts";

export function OperatorLicence(props: TextProps) {
  const licence = useTenant().branding.licence;
  if (licence === undefined) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="operator-licence" {...props}>
      {licence}
    </Text>
  );
}
