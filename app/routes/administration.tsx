import { Badge, Box, Button, CloseButton, Dialog, Heading, Portal, Stack, Table, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import type { InferResponseType } from "hono/client";
import type { ApiClient } from "../../worker/api-client";
import { Guarded } from "../components/Forbidden";
import { Pager, paged } from "../components/Pager";
import { tDefault, useTranslation } from "../i18n";
import { browserApi } from "../lib/api";

export const meta = () => [{ title: tDefault("TITLE_ADMINISTRATION") }];

const pageSize = 10;
/** A login within the last 6 hours counts as an active session (spec part 1 §6). */
const activeSessionSeconds = 6 * 60 * 60;

type UserRow = InferResponseType<ApiClient["api"]["Users"]["$get"], 200>["data"][number];

function UserDetails({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="500px" mx="4">
            <Dialog.Header>
              <Dialog.Title>{t("USER_DETAILS")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack as="dl" gap="2" fontSize="sm">
                {[
                  ["ID", String(user.id)],
                  [t("LABEL_EMAIL"), user.email],
                  [t("CREATED_AT"), user.createdAt],
                  [t("UPDATED_AT"), user.updatedAt],
                ].map(([term, value]) => (
                  <Box key={term}>
                    <Text as="dt" color="fg.muted">
                      {term}
                    </Text>
                    <Text as="dd" wordBreak="break-all">
                      {value}
                    </Text>
                  </Box>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("CLOSE")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Users() {
  const { t } = useTranslation();
  const [users, setUsers] = useState<UserRow[] | null>(null);
  const [page, setPage] = useState(0);
  const [shown, setShown] = useState<UserRow | null>(null);
  useEffect(() => {
    void browserApi()
      .api.Users.$get()
      .then(async (response) => setUsers(response.ok ? (await response.json()).data : []));
  }, []);
  const now = Date.now() / 1000;
  const { items, pages } = paged(users ?? [], page, pageSize);
  return (
    <Box as="section" aria-labelledby="registered-users">
      <Heading as="h2" id="registered-users" size="md" mb="3">
        {t("REGISTERED_USERS")}
      </Heading>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" data-testid="users-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="1">{t("ACTIVE_SESSION")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("LABEL_EMAIL")}</Table.ColumnHeader>
              <Table.ColumnHeader w="1">
                <span className="squeeze-visually-hidden">{t("DETAILS")}</span>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((user) => {
              const active = now - user.lastLoginTime < activeSessionSeconds;
              return (
                <Table.Row key={user.id}>
                  <Table.Cell>
                    {active && (
                      <Badge colorPalette="green" variant="subtle">
                        {t("ACTIVE")}
                      </Badge>
                    )}
                  </Table.Cell>
                  {/* vuln-code-snippet start persistedXssUserChallenge */}
                  {/* Emails are shown as HTML here: one that is markup runs in the administrator's browser. */}
                  <Table.Cell wordBreak="break-all" dangerouslySetInnerHTML={{ __html: user.email }} /> {/* vuln-code-snippet vuln-line persistedXssUserChallenge */}
                  {/* vuln-code-snippet end persistedXssUserChallenge */}
                  <Table.Cell>
                    <Button size="xs" variant="outline" onClick={() => setShown(user)} aria-label={t("SHOW_USER_DETAILS", { id: user.id })}>
                      {t("DETAILS")}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Pager page={page} pages={pages} onPage={setPage} label={t("REGISTERED_USERS")} />
      {shown && <UserDetails user={shown} onClose={() => setShown(null)} />}
    </Box>
  );
}

function Feedback() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="customer-feedback">
      <Heading as="h2" id="customer-feedback" size="md" mb="3">
        {t("CUSTOMER_FEEDBACK")}
      </Heading>
      <Text color="fg.muted" data-testid="no-feedback">
        {t("NO_FEEDBACK_YET")}
      </Text>
    </Box>
  );
}

/** The administration page (spec part 1 §2): the users and the customer feedback, for administrators. */
export default function Administration() {
  const { t } = useTranslation();
  return (
    <Guarded role="admin">
      <Stack gap="6">
        {/* Spacer image: loading it tells the server this unlinked screen was found. */}
        <img src="/assets/public/images/padding/19px.png" alt="" width={1} height={1} style={{ position: "absolute" }} />
        <Heading as="h1" size="xl">
          {t("TITLE_ADMINISTRATION")}
        </Heading>
        <Users />
        <Feedback />
      </Stack>
    </Guarded>
  );
}
