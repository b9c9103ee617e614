import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import type { AppNotification } from '../api/use-notifications';
import { notificationText } from './notification-text';

const stored = (type: string, params: Record<string, string> = {}): AppNotification => ({
  id: 'n1',
  type,
  title: 'Stored title',
  body: 'Stored body.',
  link: '/student-dashboard/courses',
  params,
  createdAt: undefined,
  read: false,
});

describe('notificationText', () => {
  it("words a course newly opened to a student in the reader's language from its params", async () => {
    const granted = stored('access_granted', { tutorName: 'Nimal Perera', courseName: 'Python Basics' });
    expect(notificationText(granted, i18n.getFixedT('en', 'dashboard'))).toEqual({
      title: 'New course available',
      body: 'Nimal Perera gave you access to "Python Basics".',
    });
    await i18n.loadLanguages('ta');
    const tamil = notificationText(granted, i18n.getFixedT('ta', 'dashboard'));
    expect(tamil.title).not.toBe('New course available');
    expect(tamil.body).toContain('Python Basics');
    expect(tamil.body).not.toContain('gave you access');
  });

  it("words a new lesson in the reader's language from its params", async () => {
    const published = stored('lesson_published', { lessonTitle: 'Loops', courseName: 'Python Basics' });
    expect(notificationText(published, i18n.getFixedT('en', 'dashboard'))).toEqual({
      title: 'New lesson',
      body: '"Loops" is ready in Python Basics.',
    });
    await i18n.loadLanguages('si');
    const sinhala = notificationText(published, i18n.getFixedT('si', 'dashboard'));
    expect(sinhala.body).toContain('"Loops"');
    expect(sinhala.body).not.toContain('is ready in');
  });

  it('keeps the stored wording where the params are missing or the type is unknown', () => {
    const t = i18n.getFixedT('en', 'dashboard');
    expect(notificationText(stored('access_granted'), t).body).toBe('Stored body.');
    expect(notificationText(stored('something_new'), t)).toEqual({ title: 'Stored title', body: 'Stored body.' });
  });
});
