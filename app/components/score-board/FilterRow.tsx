import { Button, HStack, Input, Menu, NativeSelect, Portal, Stack, Text, Wrap } from "@chakra-ui/react";
import { useEffect, useState, type ReactNode } from "react";
import { categoryLabel, tagLabel, useTranslation } from "../../i18n";
import { noFilter, statuses, type FilterSetting, type Status } from "../../lib/score-board";
import { SettingsIcon } from "../icons";

const toggled = <T,>(list: readonly T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** A menu of checkboxes (difficulties, tags): stays open while choosing. */
function MultiSelect<T extends string | number>({
  label,
  options,
  chosen,
  onChange,
  render,
}: {
  label: string;
  options: readonly T[];
  chosen: readonly T[];
  /** Gets the option switched on or off. */
  onChange: (option: T) => void;
  render?: (option: T) => ReactNode;
}) {
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          {label}
          {chosen.length > 0 && ` (${chosen.length})`}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="80" overflowY="auto">
            {options.map((option) => (
              <Menu.CheckboxItem
                key={option}
                value={String(option)}
                checked={chosen.includes(option)}
                onCheckedChange={() => onChange(option)}
              >
                <Menu.ItemIndicator />
                {render ? render(option) : option}
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/**
 * Search, difficulties, status, tags, categories and a reset. Every change goes straight into
 * the filter (and the query string); nothing here waits on the network.
 */
export function FilterRow({
  filter,
  onChange,
  categories,
  tags,
  onOpenSettings,
}: {
  filter: FilterSetting;
  /** Gets how to change the filter, so quick changes build on each other. */
  onChange: (change: (filter: FilterSetting) => FilterSetting) => void;
  categories: readonly string[];
  tags: readonly string[];
  onOpenSettings: () => void;
}) {
  const { t } = useTranslation();
  // Typing stays in the field at once; the board follows (deferred) and so does the address bar.
  const [query, setQuery] = useState(filter.searchQuery ?? "");
  useEffect(() => setQuery(filter.searchQuery ?? ""), [filter.searchQuery]);
  const statusLabels: Record<Status, string> = {
    unsolved: t("STATUS_UNSOLVED"),
    "partially-solved": t("STATUS_PARTIALLY_SOLVED"),
    solved: t("STATUS_SOLVED"),
  };
  return (
    <Stack gap="3" as="section" aria-label={t("LABEL_FILTERS")}>
      <Wrap gap="2" align="center">
        <Input
          type="search"
          size="sm"
          maxW={{ base: "full", md: "64" }}
          placeholder={t("SEARCH_CHALLENGES")}
          aria-label={t("SEARCH_CHALLENGES")}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            const searchQuery = e.target.value || null;
            onChange((f) => ({ ...f, searchQuery }));
          }}
        />
        <MultiSelect
          label={t("LABEL_DIFFICULTY")}
          options={[1, 2, 3, 4, 5, 6]}
          chosen={filter.difficulties}
          onChange={(d) => onChange((f) => ({ ...f, difficulties: toggled(f.difficulties, d).sort((a, b) => a - b) }))}
          render={(d) => (
            <>
              <Text as="span" aria-hidden="true" color="yellow.400">
                {"★".repeat(d)}
              </Text>
              <Text as="span" srOnly>
                {t("DIFFICULTY", { difficulty: d })}
              </Text>
            </>
          )}
        />
        <NativeSelect.Root size="sm" w="auto">
          <NativeSelect.Field
            aria-label={t("LABEL_STATUS")}
            value={filter.status ?? ""}
            onChange={(e) => {
              const status = statuses.find((s) => s === e.currentTarget.value) ?? null;
              onChange((f) => ({ ...f, status }));
            }}
          >
            <option value="">{t("STATUS_ALL")}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <MultiSelect label={t("LABEL_TAGS")} options={tags} chosen={filter.tags} onChange={(tag) => onChange((f) => ({ ...f, tags: toggled(f.tags, tag) }))} render={(tag) => tagLabel(t, tag)} />
        <Button size="sm" variant="ghost" onClick={() => onChange(() => noFilter)}>
          {t("RESET_FILTERS")}
        </Button>
        <Button size="sm" variant="ghost" onClick={onOpenSettings} aria-haspopup="dialog">
          <SettingsIcon />
          {t("ADDITIONAL_SETTINGS")}
        </Button>
      </Wrap>
      <HStack as="ul" gap="2" wrap="wrap" aria-label={t("LABEL_CATEGORIES")} listStyleType="none">
        <li>
          <Button size="xs" borderRadius="full" variant={filter.categories.length === 0 ? "solid" : "outline"} aria-pressed={filter.categories.length === 0} onClick={() => onChange((f) => ({ ...f, categories: [] }))}>
            {t("CATEGORY_ALL")}
          </Button>
        </li>
        {categories.map((category) => {
          const on = filter.categories.includes(category);
          return (
            <li key={category}>
              <Button size="xs" borderRadius="full" variant={on ? "solid" : "outline"} aria-pressed={on} onClick={() => onChange((f) => ({ ...f, categories: toggled(f.categories, category) }))}>
                {categoryLabel(t, category)}
              </Button>
            </li>
          );
        })}
      </HStack>
    </Stack>
  );
}
