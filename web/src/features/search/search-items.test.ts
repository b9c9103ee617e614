import { describe, expect, it } from 'vitest';
import { searchItems, type SearchItem } from '@/features/search/search-items';

const item = (kind: SearchItem['kind'], id: string, label: string, detail = '', keywords: string[] = []): SearchItem => ({
  kind,
  id,
  label,
  detail,
  keywords,
  href: `/${kind}/${id}`,
});

const items = [
  item('lesson', 'l1', 'Installing Python', 'Python Programming Fundamentals'),
  item('course', 'c1', 'Python Programming Fundamentals', 'programming'),
  item('course', 'c2', 'Machine Learning with Python', 'data-science'),
  item('student', 's1', 'Amaya Fernando', 'amaya.fernando@example.com'),
  item('student', 's2', 'Dinuka Jayasinghe', 'dinuka@example.com'),
  item('course', 'c3', 'Café Marketing', 'marketing', ['Nimal Perera']),
];

describe('searchItems', () => {
  it('finds students, courses and lessons, grouped in that order, best title matches first', () => {
    expect(searchItems(items, 'python').map((i) => i.id)).toEqual(['c1', 'c2', 'l1']);
  });

  it('matches case- and accent-insensitively, on e-mails, categories and keywords too', () => {
    expect(searchItems(items, 'AMAYA.FERN').map((i) => i.id)).toEqual(['s1']);
    expect(searchItems(items, 'cafe').map((i) => i.id)).toEqual(['c3']);
    expect(searchItems(items, 'data-sci').map((i) => i.id)).toEqual(['c2']);
    expect(searchItems(items, 'nimal').map((i) => i.id)).toEqual(['c3']);
  });

  it('returns nothing for an empty query or no match, and caps each kind', () => {
    expect(searchItems(items, '  ')).toEqual([]);
    expect(searchItems(items, 'zzz')).toEqual([]);
    expect(searchItems(items, 'pro', 1).map((i) => i.kind)).toEqual(['course', 'lesson']);
  });
});
