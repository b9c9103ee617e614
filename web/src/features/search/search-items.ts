import { normaliseText } from '@/lib/normalise-text';

export const SEARCH_KINDS = ['student', 'course', 'lesson'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Something the header search can find and open. */
export interface SearchItem {
  kind: SearchKind;
  id: string;
  label: string;
  /** A second line: a student's e-mail, a course's category, a lesson's course. */
  detail: string;
  /** More text that should find the item (e.g. an instructor). */
  keywords: string[];
  href: string;
}

/** Results per kind shown in the dropdown. */
export const RESULTS_PER_KIND = 5;

/**
 * The items matching `query`, grouped by kind in SEARCH_KINDS order; within a kind, titles that
 * start with the query come first, then titles containing it, then matches on the other fields.
 */
export function searchItems(items: SearchItem[], query: string, perKind = RESULTS_PER_KIND): SearchItem[] {
  const wanted = normaliseText(query);
  if (!wanted) return [];
  const rank = (item: SearchItem) => {
    const label = normaliseText(item.label);
    if (label.startsWith(wanted)) return 0;
    if (label.includes(wanted)) return 1;
    return [item.detail, ...item.keywords].some((field) => normaliseText(field).includes(wanted)) ? 2 : -1;
  };
  return SEARCH_KINDS.flatMap((kind) =>
    items
      .filter((item) => item.kind === kind)
      .map((item) => ({ item, rank: rank(item) }))
      .filter(({ rank }) => rank >= 0)
      .sort((a, b) => a.rank - b.rank || a.item.label.localeCompare(b.item.label))
      .slice(0, perKind)
      .map(({ item }) => item),
  );
}
