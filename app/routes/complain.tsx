import { Button, Field, Input, Stack, Textarea } from "@chakra-ui/react";
import { useRef, useState, type FormEvent } from "react";
import { FormCard, FormError, FormSuccess } from "../components/forms";
import { Guarded } from "../components/Forbidden";
import { tDefault, useTranslation } from "../i18n";
import { browserApi, errorText } from "../lib/api";
import { useSessionUser } from "../lib/auth";
import { useSubmission } from "../lib/submission";
import { complaintFile, messageLength } from "../lib/validation";

export const meta = () => [{ title: tDefault("TITLE_COMPLAIN") }];

const errorId = "complaint-error";
const extensionOf = (name: string) => (name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "");

/** What is wrong with a chosen invoice, if anything (spec part 1 §5). */
function fileProblem(file: File | null): string | null {
  if (!file) return null;
  // The type check still lets XML and YAML through, left over from the retired wholesale interface
  // (deprecatedInterfaceChallenge); the file picker offers only PDF and ZIP.
  if (!(complaintFile.extensions as readonly string[]).includes(extensionOf(file.name))) return "INVALID_FILE_TYPE";
  if (file.size > complaintFile.maxBytes) return "INVALID_FILE_SIZE";
  return null;
}

/** POST /file-upload: the invoice, with the bearer token, as multipart (the typed client sends JSON only). */
async function uploadInvoice(file: File): Promise<{ path: string } | { error: string }> {
  const form = new FormData();
  form.append("file", file);
  const token = localStorage.getItem("token");
  const response = await fetch("/file-upload", { method: "POST", body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) return { error: await errorText(response) };
  const body = (await response.json()) as { data: { stored: { path: string }[] } };
  return { path: body.data.stored[0]?.path ?? "" };
}

function ComplaintForm() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [message, setMessage] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const { busy, error, done, setError, setDone, run } = useSubmission();
  const fileInput = useRef<HTMLInputElement>(null);

  const messageProblem = !message.trim() || message.length > messageLength ? "MANDATORY_MESSAGE" : null;
  const invalidFile = fileProblem(file);
  const invalid = !!messageProblem || !!invalidFile;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    await run(async () => {
      let path: string | null = null;
      if (file) {
        const uploaded = await uploadInvoice(file);
        if ("error" in uploaded) return setError(uploaded.error);
        path = uploaded.path || null;
      }
      const response = await browserApi().api.Complaints.$post({ json: { UserId: user?.id ?? null, message, file: path } });
      if (!response.ok) return setError(await errorText(response));
      const { data } = await response.json();
      setDone(t("CUSTOMER_SUPPORT_COMPLAINT_REPLY", { ref: data.id }));
      setMessage("");
      setTouched(false);
      // The upload queue is cleared after each complaint.
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
    });
  };

  return (
    <FormCard title={t("TITLE_COMPLAIN")} wide>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormError id={errorId} message={error} testId="complaint-error" />
          <FormSuccess message={done} testId="complaint-done" />
          <Field.Root readOnly>
            <Field.Label>{t("LABEL_CUSTOMER")}</Field.Label>
            <Input name="email" value={user?.email ?? ""} readOnly />
          </Field.Root>
          <Field.Root required invalid={touched && !!messageProblem}>
            <Field.Label>{t("LABEL_MESSAGE")}</Field.Label>
            <Textarea
              name="message"
              rows={4}
              maxLength={messageLength}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              onBlur={() => setTouched(true)}
              aria-describedby={error ? errorId : undefined}
            />
            <Field.HelperText>
              {message.length}/{messageLength}
            </Field.HelperText>
            <Field.ErrorText>{t("MANDATORY_MESSAGE")}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!invalidFile}>
            <Field.Label>{t("LABEL_INVOICE")}</Field.Label>
            <Input
              ref={fileInput}
              name="file"
              type="file"
              accept=".pdf,.zip"
              p="1"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              data-testid="invoice"
            />
            <Field.HelperText>{t("INVOICE_HINT", { size: complaintFile.maxBytes / 1000 })}</Field.HelperText>
            <Field.ErrorText>{invalidFile ? t(invalidFile, { size: complaintFile.maxBytes / 1000 }) : null}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="orange" disabled={invalid} loading={busy}>
            {t("BTN_SUBMIT")}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}

/** The complaint page (spec part 1 §2, §4, §5), for logged-in customers. */
export default function Complain() {
  return (
    <Guarded>
      <ComplaintForm />
    </Guarded>
  );
}
