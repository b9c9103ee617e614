import { describe, expect, it } from 'vitest';
import { studentReminderEmail, tutorReminderEmail } from './reminder-email.js';

const facts = {
  language: 'en',
  appUrl: 'http://127.0.0.1:5050',
  studentName: 'Hasini Perera',
  tutorName: 'Nimal Perera',
  courseName: 'Python',
  expiresAt: new Date('2026-03-01T10:00:00Z'),
  daysLeft: 7,
};

describe('access reminder e-mails', () => {
  it('tells the student when access ends and links to their courses', () => {
    const mail = studentReminderEmail(facts);
    expect(mail.subject).toBe('Your access to Python ends in 7 days');
    expect(mail.paragraphs[0]).toBe('Your access to Python from Nimal Perera ends on 1 March 2026.');
    expect(mail.action).toEqual({ label: 'Open my courses', url: 'http://127.0.0.1:5050/student-dashboard/courses' });
  });

  it("tells the tutor, and writes in the recipient's language (English when unknown)", () => {
    expect(tutorReminderEmail({ ...facts, daysLeft: 1 }).subject).toBe("Hasini Perera's access to Python ends tomorrow");
    expect(studentReminderEmail({ ...facts, daysLeft: 0 }).subject).toBe('Your access to Python ends today');
    expect(studentReminderEmail({ ...facts, daysLeft: 0, language: 'si' }).subject).toBe('Python සඳහා ඔබේ ප්‍රවේශය අද අවසන් වේ');
    const tamil = studentReminderEmail({ ...facts, language: 'ta' });
    expect(tamil.language).toBe('ta');
    expect(tamil.subject).toBe('Python பாடநெறிக்கான உங்கள் அணுகல் 7 நாட்களில் முடிவடைகிறது');
    expect(studentReminderEmail({ ...facts, language: 'fr' }).language).toBe('en');
  });
});
