import { messages } from "../i18n/messages.ts";
import { MessagePage } from "./MessagePage.tsx";

export function NotFound({ home }: { home: string }) {
  const { title, body, home: label } = messages.notFound;
  return <MessagePage title={title} body={body} action={{ label, to: home }} testId="not-found" />;
}
