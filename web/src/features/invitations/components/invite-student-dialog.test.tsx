import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InviteStudentDialog } from '@/features/invitations/components/invite-student-dialog';
import { renderRoutes } from '@/testing/test-utils';
import { jsonResponse as json } from '@/testing/json-response';

vi.mock('@/lib/firebase', () => ({ auth: { currentUser: null, authStateReady: () => Promise.resolve() } }));

describe('Invite Student dialog', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const open = () =>
    renderRoutes([{ path: '/', element: <InviteStudentDialog tutorId="t1" opened onClose={() => undefined} /> }]);

  it('keeps Send disabled while the e-mail is empty, and clears the field after sending', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { message: 'Invitation sent.', link: 'http://x', invitationId: 'i1', resent: false }),
    );
    open();
    const send = await screen.findByRole('button', { name: 'Send Invitation' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    const field = screen.getByLabelText('Student Email');
    fireEvent.change(field, { target: { value: 'nadee@example.com' } });
    fireEvent.click(send);
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/tutors/students/invite');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'nadee@example.com', tutorId: 't1', language: 'en' });
  });

  it('shows why an invitation was refused, keeping the address', async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, { code: 'already-exists', message: 'nadee@example.com is already one of your students.' }),
    );
    open();
    const field = await screen.findByLabelText('Student Email');
    fireEvent.change(field, { target: { value: 'nadee@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('nadee@example.com is already one of your students.')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('nadee@example.com');
  });

  it('opens empty again after being closed with an address and its error', async () => {
    function Reopenable() {
      const [opened, setOpened] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Invite Student
          </button>
          <InviteStudentDialog tutorId="t1" opened={opened} onClose={() => setOpened(false)} />
        </>
      );
    }
    renderRoutes([{ path: '/', element: <Reopenable /> }]);
    fireEvent.change(await screen.findByLabelText('Student Email'), { target: { value: 'bob@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await screen.findByText('Enter a valid e-mail address.');
    fireEvent.keyDown(screen.getByLabelText('Student Email'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByLabelText('Student Email')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Invite Student' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Student Email')).value).toBe('');
    expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull();
  });

  it('says an address is not valid before sending anything', async () => {
    open();
    const field = await screen.findByLabelText('Student Email');
    fireEvent.change(field, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    // Typing again clears the message.
    fireEvent.change(field, { target: { value: 'nadee@example.com' } });
    expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull();
  });

  it("shows the server's objection to the address as the field's own message", async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        code: 'invalid-argument',
        message: 'Invalid request: email: Enter a valid e-mail address.',
        fields: { email: 'Enter a valid e-mail address.' },
      }),
    );
    open();
    const field = await screen.findByLabelText('Student Email');
    fireEvent.change(field, { target: { value: 'nadee@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.queryByText(/Invalid request/)).toBeNull();
  });
});
