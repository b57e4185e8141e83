// The driver's application status (spec §7 checkSignupStatus): submitted, waiting for documents,
// under review, approved or refused, with the documents still missing.
import { Badge, List, Stack, Text } from "@chakra-ui/react";
import type * as Driver from "@cabline/domain/Driver";
import { signupMessages } from "../signup-messages.ts";
import type { ColourPalette } from "../../../theme/system.ts";

const palette: Readonly<Record<Driver.SignupStatus, ColourPalette>> = {
  not_started: "gray",
  pending_documents: "orange",
  under_review: "blue",
  approved: "green",
  rejected: "red",
  emailed: "gray",
};

export function SignupStatus({ status }: { readonly status: Driver.DriverSignupStatus }) {
  const text = signupMessages.status;
  return (
    <Stack gap="2" data-testid="driver-signup-status">
      <Text>
        <Badge colorPalette={palette[status.status]} size="lg">
          {text.label[status.status]}
        </Badge>
      </Text>
      <Text>{text.explain[status.status]}</Text>
      {status.application_id !== undefined && <Text color="fg.muted">{text.reference(status.application_id)}</Text>}
      {status.missing_documents !== undefined && status.missing_documents.length > 0 && (
        <Stack gap="1">
          <Text fontWeight="semibold">{text.missing}</Text>
          <List.Root paddingStart="5">
            {status.missing_documents.map((document) => (
              <List.Item key={document}>{document}</List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
}
