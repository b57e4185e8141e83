// The documents of a driver application (spec §5 Upload, §8 upload rejection, §9 sizes in kb):
// one row per document the operator needs (Driver.documentKinds), each with its own file
// input. The before-upload check is the domain's (Driver.documentCheck): another type is "Upload
// Failed!", too big says so, each as a danger notification for 2 s; with one file per document, a
// new file replaces the copy sent before (Upload.addFiles with a limit of one). The upload token
// is the credential (from the sign-up answer, or the e-mailed /driver-signup?token= link).
import { Alert, Badge, Box, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { Progress } from "../../../theme/later.ts";
import { Field, Input } from "../../../components/controls/field.tsx";
import * as Driver from "@cabline/domain/Driver";
import * as OneOf from "@cabline/domain/OneOf";
import * as Upload from "@cabline/domain/Upload";
import { useEffect, useRef, useState } from "react";
import { notify } from "../../../lib/notify.ts";
import { isOffline, messageOf, useDriverApi } from "../hooks/useDriverCall.ts";
import { driverMessages } from "../messages.ts";
import { documentMessages as text } from "../signup-messages.ts";

/** The file's bytes, base64-encoded by the browser (FileReader), without the data-URL prefix. */
const base64Of = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsDataURL(file);
  });

type Props = {
  readonly uploadToken: string;
  readonly onChange?: (documents: Driver.DriverDocuments) => void;
};

/**
 * The application's documents as the server holds them, and sending one: checked first by
 * Driver.documentCheck, a refused file is a notification and no call.
 */
function useDocumentUploads(uploadToken: string, onChange: Props["onChange"]) {
  const driverApi = useDriverApi();
  const [documents, setDocuments] = useState<Driver.DriverDocuments | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState<Driver.DocumentKind | undefined>(undefined);
  const [said, setSaid] = useState("");
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const found = await (await driverApi()).uploadDriverDocument({ upload_token: uploadToken });
        if (live) setDocuments(found);
      } catch (error) {
        if (live) setFailure(isOffline(error) ? driverMessages.offline : messageOf(error, driverMessages.offline));
      }
    })();
    return () => {
      live = false;
    };
  }, [driverApi, uploadToken]);

  async function send(kind: Driver.DocumentKind, chosen: ReadonlyArray<File>) {
    const [file] = Upload.addFiles<File>([], chosen, 1);
    if (file === undefined || sending !== undefined) return;
    const check = Driver.documentCheck(file);
    if (!check.accepted) {
      notify({ title: check.message, type: "error", durationMs: Upload.rejectionNotificationMs });
      return;
    }
    // The check refuses every other type, so a file it passed is one of the document types.
    const contentType = OneOf.oneOf(Driver.documentTypes, file.type);
    if (contentType === undefined) throw new Error(`the document check passed a file of type ${file.type}`);
    setSending(kind);
    setFailure(undefined);
    try {
      const answer = await (
        await driverApi()
      ).uploadDriverDocument({
        upload_token: uploadToken,
        document: kind,
        file_name: file.name,
        content_type: contentType,
        content_base64: await base64Of(file),
      });
      setDocuments(answer);
      setSaid(text.sent(Driver.documentNames[kind]));
      changed.current?.(answer);
    } catch (error) {
      setFailure(isOffline(error) ? driverMessages.offline : messageOf(error, driverMessages.offline));
    } finally {
      setSending(undefined);
    }
  }

  return { documents, failure, sending, said, send };
}

export function DocumentUploads({ uploadToken, onChange }: Props) {
  const { documents, failure, sending, said, send } = useDocumentUploads(uploadToken, onChange);
  const received = documents?.documents.length ?? 0;
  return (
    <Stack gap="4" as="section" aria-labelledby="driver-documents" data-testid="driver-documents">
      <Stack gap="1">
        <Heading as="h2" size="lg" id="driver-documents">
          {text.title}
        </Heading>
        <Text color="fg.muted">{text.intro}</Text>
      </Stack>
      {failure !== undefined && (
        <Alert.Root status="error" role="alert" data-testid="driver-documents-error">
          <Alert.Indicator />
          <Alert.Description>{failure}</Alert.Description>
        </Alert.Root>
      )}
      {/* Announced once per document received, not on every render. */}
      <Text srOnly role="status">
        {said}
      </Text>
      {documents === undefined && failure === undefined && (
        <Stack direction="row" gap="2" align="center">
          <Spinner size="sm" />
          <Text>{text.loading}</Text>
        </Stack>
      )}
      {documents !== undefined && (
        <>
          <Progress.Root
            colorPalette="brand"
            value={received}
            max={Driver.documentKinds.length}
            aria-label={text.progress(received, Driver.documentKinds.length)}
          >
            <Progress.Label>{text.progress(received, Driver.documentKinds.length)}</Progress.Label>
            <Progress.Track marginTop="1">
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          {documents.status === "under_review" && (
            <Alert.Root status="success" data-testid="driver-documents-complete">
              <Alert.Indicator />
              <Alert.Description>{text.allIn}</Alert.Description>
            </Alert.Root>
          )}
          <Stack gap="3" as="ul" listStyleType="none">
            {Driver.documentKinds.map((kind) => (
              <DocumentRow
                key={kind}
                kind={kind}
                held={documents.documents.find((document) => document.document === kind)}
                sending={sending}
                onFiles={(files) => void send(kind, files)}
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** One document: whether it is in, and its file input (or its progress while it is sent). */
function DocumentRow({
  kind,
  held,
  sending,
  onFiles,
}: {
  readonly kind: Driver.DocumentKind;
  readonly held: Driver.DriverDocuments["documents"][number] | undefined;
  readonly sending: Driver.DocumentKind | undefined;
  readonly onFiles: (files: ReadonlyArray<File>) => void;
}) {
  const name = Driver.documentNames[kind];
  const inputId = `driver-document-${kind}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" padding="3" data-testid={inputId}>
      <Stack gap="2">
        <Stack direction="row" gap="2" align="center" wrap="wrap">
          <Text fontWeight="semibold">{name}</Text>
          {held === undefined && <Badge colorPalette="orange">{text.needed}</Badge>}
        </Stack>
        {held !== undefined && (
          <Text wordBreak="break-all">{text.received(held.file_name, Upload.formatSize(held.size_bytes))}</Text>
        )}
        {sending === kind ? (
          <Stack direction="row" gap="2" align="center">
            <Spinner size="sm" />
            <Text>{text.sending(name)}</Text>
          </Stack>
        ) : (
          <Field.Root disabled={sending !== undefined}>
            <Field.Label htmlFor={inputId} fontSize="sm">
              {held === undefined ? text.choose(name) : `${text.replace}: ${name}`}
            </Field.Label>
            <Input
              id={inputId}
              type="file"
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              paddingY="1.5"
              height="auto"
              onChange={(event) => {
                onFiles([...(event.currentTarget.files ?? [])]);
                event.currentTarget.value = "";
              }}
            />
          </Field.Root>
        )}
      </Stack>
    </Box>
  );
}
