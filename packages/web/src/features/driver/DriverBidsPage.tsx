// Repeat-service contracts to bid on (spec §2 /driver/bids, §7 getContractsForWeb and place): each
// open contract in words with the driver's bid, placed or changed while bidding is open.
import { Alert, Button, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { Card } from "../../theme/later.ts";
import { BidForm } from "./components/BidForm.tsx";
import { ContractDetails } from "./components/ContractDetails.tsx";
import { DriverArea, type SignedInDriver } from "./components/DriverArea.tsx";
import { useContracts } from "./hooks/useContracts.ts";
import { useDriverCall } from "./hooks/useDriverCall.ts";
import { driverMessages } from "./messages.ts";

const text = driverMessages.bids;

export function DriverBidsPage() {
  return <DriverArea title={text.title}>{(driver) => <Contracts signedIn={driver} />}</DriverArea>;
}

function Contracts({ signedIn }: { readonly signedIn: SignedInDriver }) {
  const { contracts, reload, bidPlaced } = useContracts("open");
  const call = useDriverCall();
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {text.title}
        </Heading>
        <Text color="fg.muted">{text.intro}</Text>
      </Stack>
      {contracts.state === "loading" && (
        <Stack direction="row" align="center" gap="2" role="status">
          <Spinner size="sm" />
          <Text>{text.loading}</Text>
        </Stack>
      )}
      {contracts.state === "failed" && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{contracts.message}</Alert.Description>
            <Button size="sm" variant="outline" marginTop="2" onClick={() => void reload()}>
              {driverMessages.tryAgain}
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}
      {contracts.state === "ready" && contracts.contracts.length === 0 && <Text>{text.none}</Text>}
      {contracts.state === "ready" &&
        contracts.contracts.map((contract) => (
          <Card.Root
            key={contract.id}
            as="section"
            aria-labelledby={`contract-${contract.id}`}
            data-testid={`contract-${contract.id}`}
          >
            <Card.Header>
              <Heading as="h2" size="lg" id={`contract-${contract.id}`}>
                {contract.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {contract.reference}
              </Text>
            </Card.Header>
            <Card.Body gap="4">
              {contract.description !== undefined && <Text>{contract.description}</Text>}
              <ContractDetails contract={contract} />
              <BidForm
                contract={contract}
                driver={signedIn.driver}
                now={signedIn.now}
                call={call}
                onPlaced={bidPlaced}
              />
            </Card.Body>
          </Card.Root>
        ))}
    </Stack>
  );
}
