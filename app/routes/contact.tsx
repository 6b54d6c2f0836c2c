import { Button, Field, HStack, Input, Slider, Stack, Text, Textarea } from "@chakra-ui/react";
import { useCallback, useEffect, useState, type FormEvent, type KeyboardEvent } from "react";
import { maskedAuthor } from "../../worker/lib/feedback-author";
import { FormCard, FormError, FormSuccess } from "../components/forms";
import { tDefault, useTranslation } from "../i18n";
import { browserApi, errorText } from "../lib/api";
import { useSessionUser } from "../lib/auth";
import { useSubmission } from "../lib/submission";
import { captchaPattern, messageLength } from "../lib/validation";

export const meta = () => [{ title: tDefault("TITLE_CONTACT") }];

const errorId = "feedback-error";

/** The contact page (spec part 1 §2, §5): feedback with a rating and an arithmetic captcha. */
export default function Contact() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const author = maskedAuthor(user?.email);
  const [comment, setComment] = useState("");
  const [rating, setRating] = useState<number | null>(null);
  const [captcha, setCaptcha] = useState<{ captchaId: number; captcha: string } | null>(null);
  const [answer, setAnswer] = useState("");
  const [touched, setTouched] = useState({ comment: false, answer: false });
  const { busy, error, done, setError, setDone, run } = useSubmission();

  const newCaptcha = useCallback(async () => {
    const response = await browserApi().rest.captcha.$get();
    if (response.ok) {
      const { captchaId, captcha: expression } = await response.json();
      setCaptcha({ captchaId, captcha: expression });
    }
  }, []);
  useEffect(() => void newCaptcha(), [newCaptcha]);

  const problems = {
    comment: !comment.trim() ? "MANDATORY_COMMENT" : comment.length > messageLength ? "MANDATORY_COMMENT" : null,
    answer: !answer ? "MANDATORY_CAPTCHA" : !captchaPattern.test(answer) ? "INVALID_CAPTCHA" : null,
  };
  const invalid = !!problems.comment || !!problems.answer || rating === null || captcha === null;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (invalid || !captcha || rating === null) return;
    await run(async () => {
      const response = await browserApi().api.Feedbacks.$post({
        json: { UserId: user?.id ?? null, captchaId: captcha.captchaId, captcha: answer, comment: `${comment} (${author})`, rating },
      });
      if (response.ok) {
        setDone(t(rating === 5 ? "FEEDBACK_FIVE_STAR_THANK_YOU" : "FEEDBACK_THANK_YOU"));
        setComment("");
        setRating(null);
        setTouched({ comment: false, answer: false });
      } else {
        setError(await errorText(response));
      }
      // Each submission, good or bad, gets a fresh captcha; the rest of a failed form stays.
      setAnswer("");
      await newCaptcha();
    });
  };

  /** Enter sends the form from the comment too (Shift+Enter for a new line). */
  const enterSubmits = (e: KeyboardEvent) => {
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <FormCard title={t("TITLE_CONTACT")} wide>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormError id={errorId} message={error} testId="feedback-error" />
          <FormSuccess message={done} testId="feedback-done" />
          <Field.Root disabled>
            <Field.Label>{t("LABEL_AUTHOR")}</Field.Label>
            <Input name="author" value={author} readOnly />
          </Field.Root>
          <Field.Root required invalid={touched.comment && !!problems.comment}>
            <Field.Label>{t("LABEL_COMMENT")}</Field.Label>
            <Textarea
              name="comment"
              rows={3}
              maxLength={messageLength}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              onBlur={() => setTouched((s) => ({ ...s, comment: true }))}
              onKeyDown={enterSubmits}
              aria-describedby={error ? errorId : undefined}
            />
            <HStack justify="space-between" w="full">
              <Field.ErrorText>{t("MANDATORY_COMMENT")}</Field.ErrorText>
              <Field.HelperText ms="auto" data-testid="comment-counter">
                {comment.length}/{messageLength}
              </Field.HelperText>
            </HStack>
          </Field.Root>
          <Slider.Root
            min={1}
            max={5}
            step={1}
            value={[rating ?? 1]}
            onValueChange={(e) => setRating(e.value[0] ?? null)}
            onValueChangeEnd={(e) => setRating(e.value[0] ?? null)}
            colorPalette="orange"
            data-testid="rating"
          >
            <HStack justify="space-between">
              <Slider.Label>{t("LABEL_RATING")}</Slider.Label>
              <Text fontSize="sm" color={rating === null ? "fg.muted" : "fg"} aria-live="polite">
                {rating === null ? t("RATING_NOT_SET") : t("RATING_STARS", { rating })}
              </Text>
            </HStack>
            <Slider.Control>
              <Slider.Track>
                <Slider.Range />
              </Slider.Track>
              <Slider.Thumb index={0} aria-label={t("LABEL_RATING")}>
                <Slider.HiddenInput />
              </Slider.Thumb>
            </Slider.Control>
          </Slider.Root>
          <Field.Root required invalid={touched.answer && !!problems.answer}>
            <Field.Label>
              {t("LABEL_CAPTCHA")} <code data-testid="captcha">{captcha?.captcha ?? "…"}</code>
            </Field.Label>
            <Input
              name="captcha"
              inputMode="numeric"
              autoComplete="off"
              value={answer}
              onChange={(e) => setAnswer(e.target.value.trim())}
              onBlur={() => setTouched((s) => ({ ...s, answer: true }))}
            />
            <Field.ErrorText>{t(problems.answer ?? "MANDATORY_CAPTCHA")}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="orange" disabled={invalid} loading={busy}>
            {t("BTN_SUBMIT")}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
