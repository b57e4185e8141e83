// A signed-in user without the route's authority (spec §6) sees this, with a way back home.
import { messages } from "../i18n/messages.ts";
import { MessagePage } from "./MessagePage.tsx";

export function NotAvailable({ home }: { home: string }) {
  const { title, body, back } = messages.notAvailable;
  return <MessagePage title={title} body={body} action={{ label: back, to: home }} testId="not-available" />;
}
