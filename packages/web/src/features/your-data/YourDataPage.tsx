// A signed-in person's data (/your-data; not in spec §2: UK GDPR access, portability and erasure,
// docs/decisions/personal-data.md): download everything the operator holds as JSON or CSV, read
// what the operator must keep and for how long (the domain's PersonalData), and close the account.
import { Alert, Button, Heading, List, Stack, Text } from "@chakra-ui/react";
import * as PersonalData from "@cabline/domain/PersonalData";
import { useTenant } from "../../lib/state.ts";
import { CloseAccountForm } from "./CloseAccountForm.tsx";
import { yourDataMessages as m } from "./messages.ts";
import { useDownload } from "./use-your-data.ts";
import { PageSection } from "../../components/PageSection.tsx";

export function YourDataPage() {
  const operator = useTenant().branding.appName;
  const download = useDownload();
  return (
    <Stack gap="8" maxWidth="3xl" paddingY={{ base: "2", md: "6" }} data-testid="your-data">
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          {m.title}
        </Heading>
        <Text>{m.intro(operator)}</Text>
      </Stack>
      <PageSection id="download" title={m.downloadTitle}>
        <Stack direction={{ base: "column", sm: "row" }} gap="3" alignItems={{ sm: "center" }}>
          <Button
            colorPalette="brand"
            loading={download.busy}
            loadingText={m.downloading}
            onClick={() => void download.download("json")}
          >
            {m.downloadJson}
          </Button>
          <Button variant="outline" disabled={download.busy} onClick={() => void download.download("csv")}>
            {m.downloadCsv}
          </Button>
        </Stack>
        <Text role="status" aria-live="polite" data-testid="download-status">
          {download.done === undefined ? "" : m.downloaded(download.done)}
        </Text>
        {download.failure !== undefined && (
          <Alert.Root status="error" data-testid="download-error">
            <Alert.Indicator />
            <Alert.Title>{download.failure}</Alert.Title>
          </Alert.Root>
        )}
      </PageSection>
      <PageSection id="kept" title={m.keptTitle(operator)}>
        <List.Root paddingStart="5" gap="2">
          {PersonalData.keptWords(operator).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
      </PageSection>
      <PageSection id="close" title={m.closeTitle}>
        <Text>{m.closeIntro}</Text>
        <CloseAccountForm />
      </PageSection>
    </Stack>
  );
}
