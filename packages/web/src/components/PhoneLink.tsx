// A phone number as a tel: link, grouped for reading (issue 17) by the domain's PhoneNumber:
// "+44 23 8049 6000", dialling E.164. PhoneNumber carries libphonenumber-js and its plans, which
// neither the start-up bundle (the footer's support number) nor the tracking page's first load
// (the operator's number) carries (bundle-budget.json): import this file only lazily, with
// React.lazy and a fallback showing the number as configured (Footer, ContactOperator).
import { Link } from "@chakra-ui/react";
import * as PhoneNumber from "@cabline/domain/PhoneNumber";

export function PhoneLink({ phone, testId }: { readonly phone: string; readonly testId?: string }) {
  return (
    <Link href={PhoneNumber.telHref(phone)} color="brand.fg" data-testid={testId}>
      {PhoneNumber.formatForReading(phone)}
    </Link>
  );
}
