// The operator's support number as a tel: link (spec §1 support phone). It arrives already
// grouped for reading: the web server formats it with the domain's PhoneNumber
// (libphonenumber-js) before inlining the tenant into the page (server/tenants.ts), so no page
// loads the library for it (nothing the first paint does not need is in the first load). Served
// without the web server (vite dev), the number shows as the operator configured it.
import { Link } from "@chakra-ui/react";

export function SupportPhone({ phone, testId }: { readonly phone: string; readonly testId?: string }) {
  return (
    <Link href={`tel:${phone.replace(/[^\d+]/g, "")}`} color="brand.fg" data-testid={testId}>
      {phone.trim()}
    </Link>
  );
}
