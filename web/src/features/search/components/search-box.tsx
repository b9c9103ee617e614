import { Combobox, Text, TextInput, VisuallyHidden, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useState } from 'react';
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

/** How long typing pauses before the result count is announced, so each keystroke does not interrupt. */
const ANNOUNCE_DELAY_MS = 400;

/**
 * A search field whose dropdown lists matching students, courses and lessons; Enter or a click
 * opens one. It is a WAI-ARIA combobox (APG "list autocomplete"): the field keeps the focus and
 * names the highlighted result in `aria-activedescendant`, and a polite status says how many match.
 *
 * The highlight is kept here rather than in Mantine's store: Mantine sets `aria-activedescendant`
 * only after an arrow key (not for the first result, which Enter opens) and keeps a stale id when
 * the results change, and it marks the highlight with a data attribute only, not `aria-selected`.
 */
export function SearchBox({ placeholder, items, loading, failed, onActivate, onOpen, autoFocus }: SearchBoxProps) {
  const { t } = useTranslation('dashboard');
  const [query, setQuery] = useState('');
  const combobox = useCombobox();
  const results = useMemo(() => searchItems(items, query), [items, query]);
  // Enter opens the highlighted result: the first (best) one whenever the results change.
  const [highlight, setHighlight] = useState({ results, index: 0 });
  const active = highlight.results === results ? highlight.index : 0;

  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;
  // The dropdown stays "opened" while the field is empty, but shows nothing then.
  const expanded = combobox.dropdownOpened && query.trim() !== '';
  const activeId = expanded && results.length > 0 ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const status = !expanded
    ? ''
    : results.length > 0
      ? t('search.resultCount', { count: results.length })
      : failed
        ? t('search.failed')
        : loading
          ? t('search.loading')
          : t('search.resultCount', { count: 0 });
  const [announced] = useDebouncedValue(status, ANNOUNCE_DELAY_MS);

  const open = (item: SearchItem) => {
    setQuery('');
    combobox.closeDropdown();
    onOpen(item);
  };
  const submit = (value: string) => {
    const item = results.find((result) => valueOf(result) === value);
    if (item) open(item);
  };

  return (
    <>
      {/* Mantine's own ARIA attributes and arrow keys are off: they are set and handled below. */}
      <Combobox store={combobox} onOptionSubmit={submit} zIndex={400}>
        <Combobox.Target withAriaAttributes={false} withKeyboardNavigation={false}>
          <TextInput
            value={query}
            placeholder={placeholder}
            aria-label={placeholder}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            aria-activedescendant={activeId}
            autoComplete="off"
            // Escape closes the list first, not the phone's search dialog around it.
            data-mantine-stop-propagation={expanded || undefined}
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
              if (event.nativeEvent.isComposing) return;
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                event.preventDefault();
                if (!combobox.dropdownOpened) combobox.openDropdown();
                else if (results.length > 0) {
                  const step = event.key === 'ArrowDown' ? 1 : -1;
                  setHighlight({ results, index: (active + step + results.length) % results.length });
                }
              } else if (event.key === 'Enter' && expanded && results[active]) {
                event.preventDefault();
                open(results[active]);
              } else if (event.key === 'Escape') {
                combobox.closeDropdown();
                setQuery('');
              }
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!query.trim()}>
          <Combobox.Options id={listId} aria-label={placeholder} mah={360} style={{ overflowY: 'auto' }}>
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
                    {group.map((item) => {
                      const index = results.indexOf(item);
                      return (
                        <Combobox.Option
                          key={valueOf(item)}
                          value={valueOf(item)}
                          id={optionId(index)}
                          selected={index === active}
                          aria-selected={index === active}
                        >
                          <Text size="sm" fw={500} truncate>
                            {item.label}
                          </Text>
                          {item.detail && (
                            <Text size="xs" c="dimmed" truncate>
                              {item.detail}
                            </Text>
                          )}
                        </Combobox.Option>
                      );
                    })}
                  </Combobox.Group>
                );
              })
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announced}
      </VisuallyHidden>
    </>
  );
}
