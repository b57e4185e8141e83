// Fixing one row of the file in the browser ("fix or drop rows"): every column of the template as
// a field, filled with what the file says, each with the template's own description; "Check the
// row again" runs the domain's rules and looks the places up (use-bulk-upload fix) and either
// closes with the row ready or shows what is still wrong. The file itself is never changed.
import { Button, Heading, List, Stack, Text } from "@chakra-ui/react";
import { Field, Input } from "../../../components/controls/field.tsx";
import { BulkTripFile } from "@cabline/domain";
import { useEffect, useRef, useState } from "react";
import { adminMessages } from "../messages.ts";
import type { CheckedRow } from "./check-file.ts";

const text = adminMessages.bulk;

export function RowFixer({
  row,
  onCheck,
  onClose,
}: {
  readonly row: CheckedRow;
  readonly onCheck: (values: Readonly<Record<string, string>>) => Promise<CheckedRow | undefined>;
  readonly onClose: (fixed: boolean) => void;
}) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(BulkTripFile.columns.map((column) => [column.name, row.values[column.name] ?? ""])),
  );
  const [issues, setIssues] = useState(row.issues);
  const [checking, setChecking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const wrong = new Set(issues.map((issue) => issue.field));

  return (
    <Stack
      as="form"
      gap="4"
      borderWidth="1px"
      borderRadius="md"
      padding="4"
      aria-labelledby="bulk-fix-heading"
      data-testid="bulk-fixer"
      onSubmit={(event) => {
        event.preventDefault();
        if (checking) return;
        setChecking(true);
        void onCheck(values).then((checked) => {
          setChecking(false);
          if (checked === undefined) return;
          if (checked.issues.length === 0) onClose(true);
          else setIssues(checked.issues);
        });
      }}
    >
      <Heading as="h3" size="md" id="bulk-fix-heading" tabIndex={-1} ref={heading}>
        {text.fixHeading(row.row)}
      </Heading>
      <Text>{text.fixIntro}</Text>
      {issues.length > 0 && (
        <Stack gap="1" role="alert">
          <Text fontWeight="medium">{text.stillProblems}</Text>
          <List.Root paddingStart="4">
            {issues.map((issue) => (
              <List.Item key={`${issue.field}:${issue.message}`}>
                {issue.field}: {issue.message}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      <Stack gap="3" display="grid" gridTemplateColumns={{ base: "1fr", md: "1fr 1fr" }}>
        {BulkTripFile.columns.map((column) => (
          <Field.Root key={column.name} invalid={wrong.has(column.name)}>
            <Field.Label>{column.name}</Field.Label>
            <Input
              value={values[column.name] ?? ""}
              maxLength={1000}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((previous) => ({ ...previous, [column.name]: value }));
              }}
              data-testid={`bulk-fix-${column.name}`}
            />
            <Field.HelperText>{column.description}</Field.HelperText>
          </Field.Root>
        ))}
      </Stack>
      <Stack direction={{ base: "column", md: "row" }} gap="3">
        <Button type="submit" colorPalette="brand" loading={checking} data-testid="bulk-fix-check">
          {text.checkAgain}
        </Button>
        <Button variant="outline" onClick={() => onClose(false)}>
          {text.cancelFix}
        </Button>
      </Stack>
    </Stack>
  );
}
