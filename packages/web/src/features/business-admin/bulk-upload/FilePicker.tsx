// Choosing the file (spec §5 Upload, §8 upload rejection, §9 sizes in kb): a labelled file input
// and a drop zone around it. The before-upload check refuses what is not a CSV file ("Upload
// Failed!") or too big (its own message), shown as a danger notification for 2 s; with a limit of
// one, an accepted file replaces the previous one (Upload.addFiles).
import { Box, Stack, Text } from "@chakra-ui/react";
import { Field, Input } from "../../../components/controls/field.tsx";
import { Upload } from "@cabline/domain";
import { useState, type DragEvent } from "react";
import { notify } from "../../../lib/notify.ts";
import { adminMessages } from "../messages.ts";
import type { ChosenFile } from "./use-bulk-upload.ts";

const text = adminMessages.bulk;
/** 10,000 kb (§9: kb = bytes / 1000), the same cap as the CLI's bulk command. */
export const maxBytes = 10_000_000;

/** The before-upload check: true, false ("Upload Failed!") or a message of its own (§5, §8). */
export const beforeUpload = (file: { readonly name: string; readonly type: string; readonly size: number }) => {
  const isCsv = /\.csv$/i.test(file.name) && (file.type === "" || /csv|text\/plain|excel/i.test(file.type));
  if (!isCsv) return Upload.checkResult(false);
  return Upload.checkResult(file.size > maxBytes ? text.tooBig : true);
};

export function FilePicker({
  chosen,
  disabled,
  onChoose,
}: {
  readonly chosen: ChosenFile | undefined;
  readonly disabled: boolean;
  readonly onChoose: (file: File) => void;
}) {
  const [dragging, setDragging] = useState(false);

  const take = (files: ReadonlyArray<File>) => {
    const [file] = Upload.addFiles<File>([], files, 1);
    if (file === undefined) return;
    const check = beforeUpload(file);
    if (!check.accepted) {
      notify({ title: check.message, type: "error", durationMs: Upload.rejectionNotificationMs });
      return;
    }
    onChoose(file);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take([...event.dataTransfer.files]);
  };

  return (
    <Box
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? "brand.solid" : "border"}
      bg={dragging ? "brand.subtle" : undefined}
      borderRadius="md"
      padding="4"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="bulk-drop-zone"
    >
      <Field.Root disabled={disabled}>
        <Field.Label htmlFor="bulk-file">{text.fileLabel}</Field.Label>
        <Field.HelperText id="bulk-file-hint">{text.fileHint}</Field.HelperText>
        <Input
          id="bulk-file"
          type="file"
          accept=".csv,text/csv"
          aria-describedby="bulk-file-hint"
          paddingY="1.5"
          height="auto"
          onChange={(event) => {
            take([...(event.currentTarget.files ?? [])]);
            event.currentTarget.value = "";
          }}
          data-testid="bulk-file"
        />
      </Field.Root>
      <Stack gap="1" marginTop="2">
        <Text color="fg.muted" fontSize="sm">
          {text.dropHere}
        </Text>
        {chosen !== undefined && (
          <Text fontWeight="medium" data-testid="bulk-chosen" wordBreak="break-all">
            {text.chosen(chosen.name, Upload.formatSize(chosen.bytes))}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
