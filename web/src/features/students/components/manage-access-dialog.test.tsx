import { fireEvent, screen } from '@testing-library/react';
import type { TStudent } from '@shared/schemas/students';
import { describe, expect, it, vi } from 'vitest';
import { saveCourseAccess } from '@/features/students/api/save-course-access';
import { renderRoutes } from '@/testing/test-utils';
import { ManageAccessDialog } from './manage-access-dialog';

vi.mock('@/features/students/api/save-course-access', () => ({ saveCourseAccess: vi.fn() }));

const DAY_MS = 24 * 60 * 60 * 1000;

const student: TStudent = {
  id: 's1',
  name: 'Amaya Fernando',
  email: 'amaya@example.com',
  phone: '',
  avatarUrl: '',
  status: 'active',
  inviteStatus: 'accepted',
  enrolledAt: null,
  lastActive: null,
  progress: 0,
  enrolledCourses: [
    { id: 'python', name: 'Python Basics', expiresAt: new Date(Date.now() + 10 * DAY_MS).toISOString() },
    { id: 'excel', name: 'Excel Essentials', expiresAt: new Date(Date.now() - 3 * DAY_MS).toISOString() },
  ],
};

function openDialog(coursesStatus: 'loading' | 'error' | 'success' = 'success') {
  renderRoutes([
    {
      path: '/',
      element: (
        <ManageAccessDialog
          tutorId="t1"
          student={student}
          courses={[
            { id: 'python', name: 'Python Basics' },
            { id: 'excel', name: 'Excel Essentials' },
            { id: 'design', name: 'Design Basics' },
          ]}
          coursesStatus={coursesStatus}
          onClose={vi.fn()}
          onSaved={vi.fn()}
        />
      ),
    },
  ]);
}

describe('Manage Course Access', { timeout: 30_000 }, () => {
  it('ticks the courses the student can open now, and lists one whose access ended unticked', async () => {
    openDialog();
    const box = async (name: string) => screen.findByRole<HTMLInputElement>('checkbox', { name });
    expect((await box('Python Basics')).checked).toBe(true);
    // Saving to give another course must not reopen this one.
    expect((await box('Excel Essentials')).checked).toBe(false);
    expect(screen.getByText(/^Access ended/)).toBeTruthy();
    expect((await box('Design Basics')).checked).toBe(false);
  });

  it('saves with the courses it showed, so the server can refuse if they changed elsewhere meanwhile', async () => {
    openDialog();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Design Basics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(saveCourseAccess).toHaveBeenCalled());
    expect(vi.mocked(saveCourseAccess).mock.calls[0]![2]).toMatchObject({
      courseIds: ['python', 'design'],
      seenCourses: student.enrolledCourses.map(({ id, expiresAt }) => ({ id, expiresAt })),
    });
  });

  it('saves nothing when the courses could not be loaded (a save sets the complete set), and says why', async () => {
    openDialog('error');
    expect(await screen.findByText(/Your courses could not be loaded/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Changes' }).hasAttribute('disabled')).toBe(true);
  });

  it('warns when the one end date would take days away from a course open for longer', async () => {
    openDialog();
    // Python is open for 10 more days; the default choice is 1 month, so no warning yet.
    expect((await screen.findByRole('status')).textContent).toMatch(/^Access will expire on/);
    fireEvent.click(screen.getAllByLabelText('Access duration')[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Custom end date' }));
    const soon = new Date(Date.now() + 2 * DAY_MS);
    const day = `${soon.getFullYear()}-${String(soon.getMonth() + 1).padStart(2, '0')}-${String(soon.getDate()).padStart(2, '0')}`;
    fireEvent.change(await screen.findByLabelText(/End date/i), { target: { value: day } });
    expect(screen.getByRole('status').textContent).toMatch(/earlier than now for 1 ticked course\.$/);
  });
});
