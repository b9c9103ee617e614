import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AcceptInvitation } from '@/features/invitations/components/accept-invitation';
import { renderRoutes } from '@/testing/test-utils';
import { jsonResponse as json } from '@/testing/json-response';

const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = `${base64Url({ email: 'kasuni@example.com', tutorId: 't1', invitationId: 'inv1', exp: Math.floor(Date.now() / 1000) + 3600 })}.c2ln`;

function renderPage(onAccepted = vi.fn(), withToken = token) {
  const element = (
    <>
      <Notifications />
      <AcceptInvitation token={withToken} supportHref="mailto:help@example.com" onAccepted={onAccepted} />
    </>
  );
  return renderRoutes(
    [
      { path: '/student/accept-invitation', element },
      { path: '/', element: <Notifications /> },
    ],
    '/student/accept-invitation',
  );
}

describe('invitation page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    // Toasts live in a store shared by the tests; past the limit, a test's own would wait in a queue.
    notifications.clean();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the invited e-mail, disabled, and asks for names of at least 2 characters', async () => {
    renderPage();
    const email = await screen.findByLabelText('Email');
    expect((email as HTMLInputElement).value).toBe('kasuni@example.com');
    expect((email as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'K' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('First name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says which rule a name breaks: too long, or characters a name cannot have', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('First Name'), { target: { value: 'Kasuni\u202Eevil' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'S'.repeat(61) } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This name contains characters that cannot be used in a name')).toBeTruthy();
    expect(screen.getByText('Last name must be at most 60 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts with spec §3’s request, then hands over to sign-in', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { message: 'Invitation accepted.', redirectUrl: '/' }));
    const onAccepted = vi.fn();
    renderPage(onAccepted);
    fireEvent.change(await screen.findByLabelText('First Name'), { target: { value: 'Kasuni' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Perera' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(onAccepted).toHaveBeenCalledWith(expect.objectContaining({ email: 'kasuni@example.com', redirectUrl: '/' })),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/students/onboard');
    expect(JSON.parse(init?.body as string)).toEqual({
      token,
      email: 'kasuni@example.com',
      name: 'Kasuni Perera',
      tutorId: 't1',
      invitationId: 'inv1',
      // The page's language, for the student's later e-mails.
      language: 'en',
    });
    expect(await screen.findByText('Invitation Accepted!')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Reject' }).disabled).toBe(true);
  });

  it('maps a server refusal to the page’s wording (spec §8)', async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, { code: 'failed-precondition', message: 'This invitation has already been accepted.' }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This invitation has already been accepted and cannot be rejected.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Reject' }).disabled).toBe(false);
  });

  it('lets a student whose invitation was already accepted go on to sign in, after spec §8’s toast', async () => {
    const gmailToken = `${base64Url({ email: 'kasuni@gmail.com', tutorId: 't1', invitationId: 'inv1', exp: Math.floor(Date.now() / 1000) + 3600 })}.c2ln`;
    fetchMock.mockResolvedValue(
      json(409, { code: 'failed-precondition', message: 'This invitation has already been accepted.' }),
    );
    const onAccepted = vi.fn();
    renderPage(onAccepted, gmailToken);
    fireEvent.change(await screen.findByLabelText('First Name'), { target: { value: 'Kasuni' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Perera' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This invitation has already been accepted and cannot be used again.')).toBeTruthy();
    // Gmail goes on to Google sign-in, as the server's own accept answer would send it.
    expect(onAccepted).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'kasuni@gmail.com', redirectUrl: '/student/oauth/redirect?email=kasuni%40gmail.com' }),
    );
  });

  it('does not offer sign-in when the invitation is gone or was rejected', async () => {
    const onAccepted = vi.fn();
    renderPage(onAccepted);
    fireEvent.change(await screen.findByLabelText('First Name'), { target: { value: 'Kasuni' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Perera' } });
    fetchMock.mockResolvedValueOnce(json(404, { code: 'not-found', message: 'Invitation not found.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Invitation not found. It may have expired or been removed.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Accept' }).disabled).toBe(false));
    fetchMock.mockResolvedValueOnce(
      json(409, { code: 'failed-precondition', message: 'This invitation has already been rejected.' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This invitation has already been rejected and cannot be accepted.')).toBeTruthy();
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('sends an undecodable link home with "Invalid Invitation"', async () => {
    const { location } = renderPage(vi.fn(), 'not-a-token');
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(await screen.findByText('The invitation link is invalid or has expired.')).toBeTruthy();
  });
});
