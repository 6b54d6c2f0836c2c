import { Box, Button, Card, Field, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useRef, useState, type FormEvent } from "react";
import { useRevalidator, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/photo-wall";
import { FormError, FormSuccess } from "../components/forms";
import { tDefault, useTranslation } from "../i18n";
import { errorText } from "../lib/api";
import { useSessionUser } from "../lib/auth";
import { useSubmission } from "../lib/submission";
import { useHydrated } from "../lib/hydrated";
import { isPhotoSignature } from "../lib/validation";
import type { loader as rootLoader } from "../root";

export const meta = () => [{ title: tDefault("TITLE_PHOTO_WALL") }];

export async function loader({ context }: Route.LoaderArgs) {
  const response = await context.api.rest.memories.$get();
  return { memories: response.ok ? (await response.json()).data : [] };
}

type Memory = Route.ComponentProps["loaderData"]["memories"][number];

/** Spec part 2 §9: shared text is cut to 140 characters. */
const shareLength = 140;

/** The caption as the wall shows it: with a copyright mark and the uploader's name, when there is one. */
const captionOf = (memory: Memory) => (memory.User?.username ? `${memory.caption} © ${memory.User.username}` : memory.caption);

function MemoryCard({ memory, twitterUrl }: { memory: Memory; twitterUrl: string }) {
  const { t } = useTranslation();
  const caption = captionOf(memory);
  // The page's own address is known only in the browser (after hydration, so both renders agree).
  const origin = useHydrated() ? window.location.origin : "";
  const share = `${caption} (${origin}${memory.imagePath})`.slice(0, shareLength);
  return (
    <Card.Root overflow="hidden" data-testid="memory">
      {/* vuln-code-snippet start missingEncodingChallenge */}
      {/* The stored path goes into the address as it is: a "#" or "?" in a file name cuts it short. */}
      <img src={memory.imagePath} alt={memory.caption} loading="lazy" style={{ width: "100%", aspectRatio: "4 / 3", objectFit: "cover", background: "var(--chakra-colors-bg-muted)" }} /> {/* vuln-code-snippet vuln-line missingEncodingChallenge */}
      {/* vuln-code-snippet end missingEncodingChallenge */}
      <Card.Body gap="2" p="4">
        <Text>{caption}</Text>
        {twitterUrl && (
          <a className="squeeze-link" href={`https://twitter.com/intent/tweet?text=${encodeURIComponent(share)}`} target="_blank" rel="noopener noreferrer">
            {t("SHARE_ON_TWITTER")}
          </a>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function UploadForm({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<File | null>(null);
  const [imageOk, setImageOk] = useState(false);
  const [caption, setCaption] = useState("");
  const [touched, setTouched] = useState(false);
  const { busy, error, done, setError, setDone, run } = useSubmission();
  const fileInput = useRef<HTMLInputElement>(null);

  const pick = async (file: File | null) => {
    setImage(file);
    setImageOk(file !== null && isPhotoSignature(new Uint8Array(await file.slice(0, 4).arrayBuffer())));
  };
  const invalid = !image || !imageOk || !caption.trim();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    await run(async () => {
      const form = new FormData();
      form.append("image", image);
      form.append("caption", caption);
      const token = localStorage.getItem("token");
      // Multipart: the typed client sends JSON only.
      const response = await fetch("/rest/memories", { method: "POST", body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!response.ok) return setError(await errorText(response));
      setDone(t("IMAGE_UPLOAD_SUCCESS"));
      setCaption("");
      setTouched(false);
      setImage(null);
      setImageOk(false);
      if (fileInput.current) fileInput.current.value = "";
      onUploaded();
    });
  };

  return (
    <Box as="section" aria-labelledby="share-memory" borderWidth="1px" borderRadius="lg" p={{ base: "4", md: "6" }} bg="bg.panel">
      <Heading as="h2" id="share-memory" size="md" mb="3">
        {t("SHARE_A_MEMORY")}
      </Heading>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormError id="memory-error" message={error} testId="memory-error" />
          <FormSuccess message={done} testId="memory-done" />
          <Field.Root required invalid={image !== null && !imageOk}>
            <Field.Label>{t("LABEL_PICTURE")}</Field.Label>
            <Input ref={fileInput} name="image" type="file" accept="image/png,image/jpeg" p="1" onChange={(e) => void pick(e.target.files?.[0] ?? null)} />
            <Field.ErrorText>{t("INVALID_MIME_TYPE")}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={touched && !caption.trim()}>
            <Field.Label>{t("LABEL_CAPTION")}</Field.Label>
            <Input name="caption" maxLength={200} value={caption} onChange={(e) => setCaption(e.target.value)} onBlur={() => setTouched(true)} />
            <Field.ErrorText>{t("MANDATORY_CAPTION")}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="orange" disabled={invalid} loading={busy} alignSelf="start">
            {t("BTN_SUBMIT")}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}

/** The photo wall (spec part 2 §2): everyone's memories; logged-in users add their own. */
export default function PhotoWall({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const revalidator = useRevalidator();
  const twitterUrl = useRouteLoaderData<typeof rootLoader>("root")?.config.application.social.twitterUrl ?? "";
  return (
    <Stack gap="6" py={{ base: "2", md: "6" }}>
      <Heading as="h1" size="2xl">
        {t("TITLE_PHOTO_WALL")}
      </Heading>
      {user && <UploadForm onUploaded={() => void revalidator.revalidate()} />}
      {loaderData.memories.length === 0 ? (
        <Text color="fg.muted">{t("NO_MEMORIES_YET")}</Text>
      ) : (
        <div className="squeeze-grid">
          {loaderData.memories.map((memory) => (
            <MemoryCard key={memory.id} memory={memory} twitterUrl={twitterUrl} />
          ))}
        </div>
      )}
    </Stack>
  );
}
