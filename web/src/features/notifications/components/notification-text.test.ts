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

  it("tells the tutor, in their language, that a lesson's video could not be published", async () => {
    const failed = stored('video_failed', { lessonTitle: 'Loops' });
    expect(notificationText(failed, i18n.getFixedT('en', 'dashboard'))).toEqual({
      title: 'Video not published',
      body: '"Loops" could not be published to YouTube. Open the lesson to see why and publish it again.',
    });
    await i18n.loadLanguages('ta');
    expect(notificationText(failed, i18n.getFixedT('ta', 'dashboard')).body).toContain('"Loops"');
  });

  it('tells the tutor, in their language, who declined an invitation', async () => {
    const declined = stored('invitation_rejected', { email: 'kasun@example.com' });
    expect(notificationText(declined, i18n.getFixedT('en', 'dashboard'))).toEqual({
      title: 'Invitation declined',
      body: 'kasun@example.com declined your invitation.',
    });
    await i18n.loadLanguages('si');
    const sinhala = notificationText(declined, i18n.getFixedT('si', 'dashboard'));
    expect(sinhala.title).not.toBe('Invitation declined');
    expect(sinhala.body).toContain('kasun@example.com');
    expect(sinhala.body).not.toContain('declined');
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

  it('words accepted invitations and ending access for the tutor and the student', async () => {
    const en = i18n.getFixedT('en', 'dashboard');
    expect(notificationText(stored('invitation_accepted', { studentName: 'Amaya' }), en).body).toBe(
      'Amaya accepted your invitation.',
    );
    const tutorCopy = stored('access_expiring', { studentName: 'Amaya', courseName: 'Figma', daysLeft: '5' });
    expect(notificationText(tutorCopy, en).body).toBe('Amaya\'s access to "Figma" ends in 5 days.');
    const studentCopy = stored('access_expiring', { courseName: 'Figma', daysLeft: '1' });
    expect(notificationText(studentCopy, en).body).toBe('Your access to "Figma" ends tomorrow.');
    const lastDay = stored('access_expiring', { studentName: 'Amaya', courseName: 'Figma', daysLeft: '0' });
    expect(notificationText(lastDay, en).body).toBe('Amaya\'s access to "Figma" ends today.');
    await i18n.loadLanguages('si');
    // Sinhala's plural "one" covers 0 as well: the last day still says today, not tomorrow.
    expect(notificationText(lastDay, i18n.getFixedT('si', 'dashboard')).body).toContain('අද');
    await i18n.loadLanguages('ta');
    const tamil = notificationText(tutorCopy, i18n.getFixedT('ta', 'dashboard')).body;
    expect(tamil).toContain('Amaya');
    expect(tamil).toContain('5');
    expect(tamil).not.toContain('ends in');
    expect(notificationText(stored('access_expiring', { courseName: 'Figma', daysLeft: 'soon' }), en).body).toBe('Stored body.');
  });

  it("words a failed Stripe renewal in the reader's language", async () => {
    await i18n.loadLanguages('ta');
    const failed = notificationText(stored('payment_failed'), i18n.getFixedT('ta', 'dashboard'));
    expect(failed.title).toBe('கட்டணம் தோல்வியடைந்தது');
    expect(failed.body).toContain('Stripe');
    expect(failed.body).not.toBe('Stored body.');
  });

  it("words a received payment in the reader's language", async () => {
    expect(notificationText(stored('payment'), i18n.getFixedT('en', 'dashboard')).body).toBe(
      'Your subscription payment was received. Thank you!',
    );
    await i18n.loadLanguages('si');
    expect(notificationText(stored('payment'), i18n.getFixedT('si', 'dashboard')).body).toBe('ඔබේ දායකත්ව ගෙවීම ලැබුණා. ස්තූතියි!');
  });

  it('keeps the stored wording where the params are missing or the type is unknown', () => {
    const t = i18n.getFixedT('en', 'dashboard');
    expect(notificationText(stored('access_granted'), t).body).toBe('Stored body.');
    expect(notificationText(stored('something_new'), t)).toEqual({ title: 'Stored title', body: 'Stored body.' });
  });
});
