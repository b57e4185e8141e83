// The operator's support number as a tel: link (spec §1 support phone). It arrives already
// grouped for reading: the web server formats it with the domain's PhoneNumber
// (libphonenumber-js) before inlining the tenant into the page (server/tenants.ts), so no page
// loads the library for it (nothing the first paint does not need is in the first load). Served
// without the web server (vite dev), the number shows as the operator configured it. The link is
// the domain's dialHref of the written number, which dials what telHref would.
import { Link } from "@chakra-ui/react";
import { dialHref } from "@cabline/domain/TelLink";

export function SupportPhone({ phone, testId }: { readonly phone: string; readonly testId?: string }) {
  return (
    <Link href={dialHref(phone)} color="brand.fg" data-testid={testId}>
      {phone.trim()}
    </Link>
  );
}
