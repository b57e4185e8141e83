// The driver's home (spec §2 /driver): their application status, their bids and how many
// contracts are open for bids.
import { Button, Heading, Link as ChakraLink, Spinner, Stack, Text } from "@chakra-ui/react";
import { Card } from "../../theme/later.ts";
import type * as Driver from "@cabline/domain/Driver";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { BidStatus } from "./components/BidForm.tsx";
import { DriverArea, type SignedInDriver } from "./components/DriverArea.tsx";
import { SignupStatus } from "./components/SignupStatus.tsx";
import { useContracts } from "./hooks/useContracts.ts";
import { useDriverApi } from "./hooks/useDriverCall.ts";
import { driverMessages } from "./messages.ts";

const text = driverMessages.home;

export function DriverPortalPage() {
  return <DriverArea title={driverMessages.portal}>{(driver) => <Home signedIn={driver} />}</DriverArea>;
}

function Home({ signedIn }: { readonly signedIn: SignedInDriver }) {
  const { contracts, reload } = useContracts("all");
  const application = useApplication(signedIn.driver.email);
  const ready = contracts.state === "ready" ? contracts.contracts : undefined;
  const open = ready?.filter((contract) => contract.status === "open").length;
  const mine = ready?.filter((contract) => contract.my_bid != null) ?? [];
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {text.title}
        </Heading>
        <Text color="fg.muted">{text.greeting(signedIn.driver.name)}</Text>
      </Stack>
      <Card.Root as="section" aria-labelledby="driver-open">
        <Card.Body gap="3">
          <Heading as="h2" size="lg" id="driver-open">
            {text.openContracts}
          </Heading>
          {contracts.state === "loading" && <Loading />}
          {contracts.state === "failed" && (
            <Stack gap="2" role="alert">
              <Text>{contracts.message}</Text>
              <Button size="sm" variant="outline" alignSelf="start" onClick={() => void reload()}>
                {driverMessages.tryAgain}
              </Button>
            </Stack>
          )}
          {open !== undefined && <Text data-testid="driver-open-count">{text.openCount(open)}</Text>}
          <ChakraLink asChild color="brand.fg" fontWeight="semibold" alignSelf="start" paddingY="2">
            <Link to="/driver/bids">{text.seeContracts}</Link>
          </ChakraLink>
        </Card.Body>
      </Card.Root>
      <Card.Root as="section" aria-labelledby="driver-bids">
        <Card.Body gap="3">
          <Heading as="h2" size="lg" id="driver-bids">
            {text.yourBids}
          </Heading>
          {ready !== undefined && mine.length === 0 && <Text>{text.noBids}</Text>}
          {mine.map((contract) => (
            <Stack key={contract.id} gap="1">
              <Text fontWeight="medium">{contract.title}</Text>
              <BidStatus contract={contract} now={signedIn.now} />
              {contract.status !== "open" && <Text color="fg.muted">{text.contractStatus[contract.status]}</Text>}
            </Stack>
          ))}
        </Card.Body>
      </Card.Root>
      <Card.Root as="section" aria-labelledby="driver-application">
        <Card.Body gap="3">
          <Heading as="h2" size="lg" id="driver-application">
            {text.application}
          </Heading>
          {application === "loading" && <Loading />}
          {application === "none" && <Text>{text.noApplication}</Text>}
          {typeof application === "object" && <SignupStatus status={application} />}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

function Loading() {
  return (
    <Stack direction="row" align="center" gap="2" role="status">
      <Spinner size="sm" />
      <Text>{text.loading}</Text>
    </Stack>
  );
}

/** A driver who signs in was approved; an application on file says more (checkSignupStatus). */
function useApplication(email: string): "loading" | "none" | Driver.DriverSignupStatus {
  const driverApi = useDriverApi();
  const [status, setStatus] = useState<"loading" | "none" | Driver.DriverSignupStatus>("loading");
  useEffect(() => {
    let live = true;
    void driverApi()
      .then((api) => api.checkDriverSignupStatus({ email }))
      .then(
        (found) => live && setStatus(found.status === "not_started" ? "none" : found),
        () => live && setStatus("none"),
      );
    return () => {
      live = false;
    };
  }, [driverApi, email]);
  return status;
}
