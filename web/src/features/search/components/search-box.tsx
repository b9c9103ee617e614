import { Combobox, Text, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_KINDS, searchItems, type SearchItem } from '../search-items';

export interface SearchBoxProps {
  placeholder: string;
  items: SearchItem[];
  loading: boolean;
  /** The lists could not load (offline, refused): said instead of "Nothing found"; typing or the next focus tries again. */
  failed?: boolean;
  /** Called on first focus, so the data loads only for people who search. */
  onActivate: () => void;
  onOpen: (item: SearchItem) => void;
  autoFocus?: boolean;
}

const valueOf = (item: SearchItem) => `${item.kind}:${item.id}`;

/** A search field whose dropdown lists matching students, courses and lessons; Enter or a click opens one. */
export function SearchBox({ placeholder, items, loading, failed, onActivate, onOpen, autoFocus }: SearchBoxProps) {
  const { t } = useTranslation('dashboard');
  const [query, setQuery] = useState('');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const results = useMemo(() => searchItems(items, query), [items, query]);
  // Enter opens the best match: keep the first result selected as the results change.
  useEffect(() => {
    if (results.length > 0) combobox.selectFirstOption();
    // The store object is stable in behaviour but not in identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [results]);

  const submit = (value: string) => {
    const item = results.find((result) => valueOf(result) === value);
    if (!item) return;
    setQuery('');
    combobox.closeDropdown();
    onOpen(item);
  };

  return (
    <Combobox store={combobox} onOptionSubmit={submit} zIndex={400}>
      <Combobox.Target>
        <TextInput
          value={query}
          placeholder={placeholder}
          aria-label={placeholder}
          autoFocus={autoFocus}
          // A dialog's focus trap focuses this, not its close button, when it opens.
          data-autofocus={autoFocus || undefined}
          leftSection={<IconSearch size={16} aria-hidden />}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            combobox.openDropdown();
            // After a failed load, typing on tries again (activating does nothing once the lists are there).
            if (failed) onActivate();
          }}
          onFocus={() => {
            onActivate();
            if (query) combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setQuery('');
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!query.trim()}>
        <Combobox.Options mah={360} style={{ overflowY: 'auto' }}>
          {results.length === 0 ? (
            <Combobox.Empty>
              {failed ? t('search.failed') : loading ? t('search.loading') : t('search.noResults', { query: query.trim() })}
            </Combobox.Empty>
          ) : (
            SEARCH_KINDS.map((kind) => {
              const group = results.filter((result) => result.kind === kind);
              if (group.length === 0) return null;
              return (
                <Combobox.Group key={kind} label={t(`search.groups.${kind}`)}>
                  {group.map((item) => (
                    <Combobox.Option key={valueOf(item)} value={valueOf(item)}>
                      <Text size="sm" fw={500} truncate>
                        {item.label}
                      </Text>
                      {item.detail && (
                        <Text size="xs" c="dimmed" truncate>
                          {item.detail}
                        </Text>
                      )}
                    </Combobox.Option>
                  ))}
                </Combobox.Group>
              );
            })
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
