// The fallback error screen of spec §2 and its reload policy (§4, §8, §9): first 'Loading...
// Please wait'; after 2 s a failed dynamic import reloads the page, at most 3 times counted in
// session storage; otherwise the counter is cleared and the manual screen shows. The decision is
// the domain's (ErrorScreen.decide); this component only does the I/O around it.
import { Button, Center, Heading, Stack, Text } from "@chakra-ui/react";
import * as Policy from "@cabline/domain/ErrorScreen";
import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from "react";

export type ErrorScreenEnvironment = {
  readonly storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | undefined;
  readonly reload: () => void;
  readonly report: (error: unknown, info?: ErrorInfo) => void;
};

function readCounter(storage: ErrorScreenEnvironment["storage"]): string | null {
  try {
    return storage?.getItem(Policy.counterKey) ?? null;
  } catch {
    return null;
  }
}

function writeCounter(storage: ErrorScreenEnvironment["storage"], counter: string | null): void {
  try {
    if (counter === null) storage?.removeItem(Policy.counterKey);
    else storage?.setItem(Policy.counterKey, counter);
  } catch {
    // Storage blocked: the cap then holds per page load only.
  }
}

export function ErrorFallback({ error, environment }: { error: unknown; environment: ErrorScreenEnvironment }) {
  const [phase, setPhase] = useState<Policy.Phase>(Policy.initialPhase);
  useEffect(() => {
    const timer = setTimeout(() => {
      const message = error instanceof Error ? error.message : String(error);
      const decision = Policy.decide(message, readCounter(environment.storage));
      writeCounter(environment.storage, decision.counter);
      const next = Policy.phaseAfter(decision);
      if (next === "reloading") environment.reload();
      else setPhase(next);
    }, Policy.delayMs);
    return () => clearTimeout(timer);
  }, [error, environment]);

  return (
    <Center minHeight="100dvh" padding="6" data-testid="error-screen">
      {phase === "manual" ? (
        <Stack gap="4" maxWidth="md" textAlign="center" alignItems="center" role="alert">
          <Heading as="h1" size="xl">
            {Policy.title}
          </Heading>
          <Text>{Policy.body}</Text>
          <Button colorPalette="brand" onClick={() => environment.reload()}>
            {Policy.reloadButton}
          </Button>
        </Stack>
      ) : (
        <Text role="status" aria-live="polite">
          {Policy.loadingText}
        </Text>
      )}
    </Center>
  );
}

type BoundaryProps = { readonly environment: ErrorScreenEnvironment; readonly children: ReactNode };
type BoundaryState = { readonly error: unknown; readonly failed: boolean };

export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.environment.report(error, info);
  }

  override render() {
    return this.state.failed ? (
      <ErrorFallback error={this.state.error} environment={this.props.environment} />
    ) : (
      this.props.children
    );
  }
}
