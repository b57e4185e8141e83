// A signed-in user without the route's authority (spec §6) sees this, with a way back home; the
// §8 reason leads where the catalogue has one (not_business_user on business routes).
import { messages } from "../i18n/messages.ts";
import { MessagePage } from "./MessagePage.tsx";

export function NotAvailable({ home, reason }: { home: string; reason?: string | undefined }) {
  const { title, body, back } = messages.notAvailable;
  return (
    <MessagePage
      title={title}
      body={reason === undefined ? body : `${reason} ${body}`}
      action={{ label: back, to: home }}
      testId="not-available"
    />
  );
}
