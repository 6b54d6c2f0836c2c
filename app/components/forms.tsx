import { Alert, Box, Heading, IconButton, Input, InputGroup, type InputProps } from "@chakra-ui/react";
import { forwardRef, useState, type ReactNode } from "react";
import { useTranslation } from "../i18n";
import { EyeIcon, EyeOffIcon } from "./icons";

/** The card the account screens sit in (login, registration, passwords, two factors). */
export function FormCard({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box maxW={wide ? "xl" : "md"} mx="auto" mt={{ base: "4", md: "8" }} p={{ base: "4", md: "6" }} borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <Heading as="h1" size="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** A password field with the spec's show/hide eye. */
export const PasswordInput = forwardRef<HTMLInputElement, InputProps>(function PasswordInput(props, ref) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={visible ? t("HIDE_PASSWORD") : t("SHOW_PASSWORD")}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input ref={ref} {...props} type={visible ? "text" : "password"} />
    </InputGroup>
  );
});

/** An error above a form: announced when it appears; fields it concerns point at its id. */
export function FormError({ id, message, testId }: { id: string; message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert" id={id} data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/** A confirmation above a form (announced politely). */
export function FormSuccess({ message, testId }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="success" role="status" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
