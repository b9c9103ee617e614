import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MAX_RICH_TEXT_LENGTH } from '@shared/rich-text';
import type { TLesson } from '@shared/schemas/lessons';
import { leaveAfterConfirming } from '@/lib/leave-guard';
import { lessonFixture } from '@/testing/lesson-fixture';
import { renderRoutes } from '@/testing/test-utils';
import { EMPTY_LESSON, type LessonFormValues } from '../../lesson-form-values';
import { LessonEditor } from './lesson-editor';

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

// Nor object URLs, with which a chosen video is previewed.
Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:chosen-file' });
Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });

/** The rich-text editor stands in as a plain text area (the real one is TipTap, covered by the browser test). */
function ContentEditor(props: {
  label: string;
  value: string;
  disabled?: boolean;
  error?: ReactNode;
  onChange: (html: string) => void;
}) {
  const { label, value, disabled, error, onChange } = props;
  return (
    <>
      <textarea
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(`<p>${event.currentTarget.value}</p>`)}
      />
      {error && <p role="alert">{error}</p>}
    </>
  );
}
const RichText = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;

function renderEditor(
  courses = [{ id: 'c1', name: 'Python Basics' }],
  lesson?: TLesson,
  busy = false,
  restored: LessonFormValues | null = null,
) {
  const onPublish = vi.fn();
  const onSaveDraft = vi.fn();
  const onBack = vi.fn();
  renderRoutes([
    {
      path: '/',
      element: (
        <LessonEditor
          lesson={lesson}
          courses={courses}
          busy={busy}
          restored={restored}
          onPublish={onPublish}
          onSaveDraft={onSaveDraft}
          onBack={onBack}
          ContentEditor={ContentEditor}
          RichText={RichText}
        />
      ),
    },
  ]);
  return { onPublish, onSaveDraft, onBack };
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

async function fillDetails() {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Loops' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'for and while' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Duration (minutes)' }), { target: { value: '20' } });
}

// Mantine renders a lot here and jsdom is slow on a shared machine: allow more than the default 5 s.
describe('LessonEditor', { timeout: 30_000 }, () => {
  it('enables Publish only once title, description, course, duration and content are filled', async () => {
    const { onPublish } = renderEditor();
    fireEvent.click(await screen.findByRole('radio', { name: 'Text' }));
    await fillDetails();
    expect(button('Publish Lesson').disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Content' }), { target: { value: 'Repeat work.' } });
    expect(button('Publish Lesson').disabled).toBe(false);
    fireEvent.click(button('Publish Lesson'));
    expect(onPublish).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Loops', courseId: 'c1', type: 'text', content: '<p>Repeat work.</p>' }),
    );
  });

  it('says the content is too long when it is over the limit, as Publish and Save as Draft are off for it', async () => {
    renderEditor();
    fireEvent.click(await screen.findByRole('radio', { name: 'Text' }));
    await fillDetails();
    const tooLong = 'x'.repeat(MAX_RICH_TEXT_LENGTH);
    fireEvent.change(screen.getByRole('textbox', { name: 'Content' }), { target: { value: tooLong } });
    expect(button('Publish Lesson').disabled).toBe(true);
    expect(button('Save as Draft').disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('The content is too long. Shorten it, or paste it as plain text.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Content' }), { target: { value: 'Repeat work.' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button('Publish Lesson').disabled).toBe(false);
  });

  it('makes a tutor with several courses choose one, and keeps only digits in the duration', async () => {
    const { onPublish } = renderEditor([
      { id: 'c1', name: 'Python Basics' },
      { id: 'c2', name: 'Web Design' },
    ]);
    fireEvent.click(await screen.findByRole('radio', { name: 'Text' }));
    await fillDetails();
    fireEvent.change(screen.getByRole('textbox', { name: 'Content' }), { target: { value: 'Repeat work.' } });
    const course = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Course' });
    expect(course.selectedOptions[0]?.textContent).toBe('Choose a course');
    expect(button('Publish Lesson').disabled).toBe(true);

    fireEvent.change(course, { target: { value: 'c2' } });
    const duration = screen.getByRole<HTMLInputElement>('textbox', { name: 'Duration (minutes)' });
    fireEvent.change(duration, { target: { value: '4-5 min' } });
    expect(duration.value).toBe('45');
    // Too long a lesson: Publish goes off and the field says what it takes.
    fireEvent.change(duration, { target: { value: '2000' } });
    expect(button('Publish Lesson').disabled).toBe(true);
    expect(screen.getByText('Enter whole minutes from 1 to 1440.')).toBeTruthy();
    fireEvent.change(duration, { target: { value: '45' } });
    expect(screen.queryByText('Enter whole minutes from 1 to 1440.')).toBeNull();
    fireEvent.click(button('Publish Lesson'));
    expect(onPublish).toHaveBeenCalledWith(expect.objectContaining({ courseId: 'c2', duration: '45' }));
  });

  it('asks for the video of a video lesson instead of publishing without it', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { onPublish } = renderEditor();
    await fillDetails();
    fireEvent.change(screen.getByRole('textbox', { name: 'Content' }), { target: { value: 'Watch.' } });
    fireEvent.click(button('Publish Lesson'));
    expect(onPublish).not.toHaveBeenCalled();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Video File Required', message: 'Video file required for video type lessons' }),
    );
  });

  it('refuses a video over 2 GB when it is chosen, saying why', async () => {
    const show = vi.spyOn(notifications, 'show');
    renderEditor();
    await screen.findByRole('textbox', { name: 'Title' });
    const huge = new File(['x'], 'lecture.mp4', { type: 'video/mp4' });
    Object.defineProperty(huge, 'size', { value: 3 * 1024 ** 3 });
    const input = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    fireEvent.change(input[input.length - 1]!, { target: { files: [huge] } });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'File Not Accepted', message: 'Videos can be at most 2 GB.' }),
    );
    expect(screen.queryByText('lecture.mp4')).toBeNull();
  });

  it('offers and shows a video only in a video lesson, dropping a chosen link or file when the type changes', async () => {
    const { onPublish } = renderEditor();
    await fillDetails();
    fireEvent.change(screen.getByRole('textbox', { name: 'Content' }), { target: { value: 'Watch.' } });
    const embedUrl = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
    fireEvent.click(button('Add a video link'));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Video link' }), {
      target: { value: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    fireEvent.click(button('Add link'));
    expect(await screen.findByText(embedUrl)).toBeTruthy();
    expect(document.querySelector(`iframe[src="${embedUrl}"]`)).toBeTruthy();

    // Students are shown no video in a text lesson: the tutor must not be either, nor send one.
    fireEvent.click(screen.getByRole('radio', { name: 'Text' }));
    expect(screen.queryByText(embedUrl)).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    for (const name of ['Add a video link', 'Video file']) expect(screen.queryByRole('button', { name })).toBeNull();
    fireEvent.click(button('Publish Lesson'));
    expect(onPublish).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'text', videoUrl: '', videoFile: null }));
    // Back to video: the link is not there any more.
    fireEvent.click(screen.getByRole('radio', { name: 'Video' }));
    expect(screen.queryByText(embedUrl)).toBeNull();
    expect(button('Add a video link')).toBeTruthy();

    // A chosen file (previewed on this device) goes the same way.
    const lecture = new File(['x'], 'lecture.mp4', { type: 'video/mp4' });
    Object.defineProperty(lecture, 'size', { value: 50 * 1024 ** 2 });
    const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    fireEvent.change(inputs[inputs.length - 1]!, { target: { files: [lecture] } });
    expect(await screen.findByText('lecture.mp4')).toBeTruthy();
    expect(document.querySelector('video[src="blob:chosen-file"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Interactive' }));
    expect(document.querySelector('video')).toBeNull();
    fireEvent.click(button('Publish Lesson'));
    expect(onPublish).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'interactive', videoUrl: '', videoFile: null }));
    fireEvent.click(screen.getByRole('radio', { name: 'Video' }));
    expect(screen.queryByText('lecture.mp4')).toBeNull();
  });

  it('embeds no video in a text lesson saved with a link before the API refused them, as students see none', async () => {
    const linked = lessonFixture('l1', { videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ' });
    renderEditor(undefined, linked);
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByText('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBeNull();
  });

  it('keeps every field and the media read-only while the lesson is being published, as Publish already took them', async () => {
    renderEditor(undefined, undefined, true);
    for (const name of ['Title', 'Description', 'Duration (minutes)', 'Content']) {
      expect((await screen.findByRole<HTMLInputElement>('textbox', { name })).disabled, name).toBe(true);
    }
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Course' }).disabled).toBe(true);
    for (const type of screen.getAllByRole<HTMLInputElement>('radio')) expect(type.disabled, type.value).toBe(true);
    for (const name of ['Thumbnail', 'Video file', 'Add a video link']) expect(button(name).disabled, name).toBe(true);
  });

  it('says Save Changes, not Publish Lesson, for a lesson that is already published', async () => {
    const published = lessonFixture('l1', {
      title: 'Loops',
      description: 'for and while',
      views: 3,
      excerpt: 'Loops repeat.',
      content: '<p>Loops repeat.</p>',
    });
    const { onPublish } = renderEditor(undefined, published);
    fireEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(screen.queryByRole('button', { name: 'Publish Lesson' })).toBeNull();
    expect(onPublish).toHaveBeenCalledOnce();
  });

  it('says a video that failed to publish failed, not that it is still being published', async () => {
    const failed = lessonFixture('l2', {
      title: 'Functions',
      type: 'video',
      status: 'processing',
      videoFailed: true,
      content: '<p>Functions</p>',
    });
    renderEditor(undefined, failed);
    expect(await screen.findByText('Publishing failed')).toBeTruthy();
    expect(screen.queryByText('Processing')).toBeNull();
    expect(screen.queryByText(/still being published/)).toBeNull();
  });

  it('offers no Save as Draft for a lesson whose video is still being published: the job will publish it', async () => {
    const processing = lessonFixture('l3', {
      title: 'Loops',
      description: 'for and while',
      type: 'video',
      status: 'processing',
      content: '<p>Loops</p>',
    });
    const { onSaveDraft } = renderEditor(undefined, processing);
    expect(await screen.findByText(/still being published/)).toBeTruthy();
    expect(button('Save as Draft').disabled).toBe(true);
    fireEvent.click(button('Save as Draft'));
    expect(onSaveDraft).not.toHaveBeenCalled();
    expect(button('Publish Lesson').disabled).toBe(false);
  });

  it('saves a draft with just a title and the course', async () => {
    const { onSaveDraft } = renderEditor();
    expect(button('Save as Draft').disabled).toBe(true);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Ideas' } });
    // A video lesson (the default) is drafted with its video link: without one the API would refuse it.
    expect(button('Save as Draft').disabled).toBe(true);
    expect(screen.getByText('To save a video lesson as a draft, add a link to its video.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Text' }));
    fireEvent.click(button('Save as Draft'));
    expect(onSaveDraft).toHaveBeenCalledWith(expect.objectContaining({ title: 'Ideas', courseId: 'c1', type: 'text' }));
  });

  it('asks before another page of the app replaces unsaved changes, and leaves when told to', async () => {
    const onBack = vi.fn();
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <Link to="/students">Students</Link>
            <LessonEditor
              courses={[{ id: 'c1', name: 'Python Basics' }]}
              busy={false}
              onPublish={vi.fn()}
              onSaveDraft={vi.fn()}
              onBack={onBack}
              ContentEditor={ContentEditor}
              RichText={RichText}
            />
          </>
        ),
      },
      { path: '/students', element: <p>The students page</p> },
    ]);
    const title = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Loops' } });

    fireEvent.click(screen.getByRole('link', { name: 'Students' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull());
    expect(title.value).toBe('Loops');

    fireEvent.click(screen.getByRole('button', { name: 'Back to Lessons' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    expect(onBack).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));

    fireEvent.click(screen.getByRole('link', { name: 'Students' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('The students page')).toBeTruthy();
  });

  it('asks in the same dialog before the app leaves in code (a search result, a notification, Log out)', async () => {
    renderEditor();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Loops' } });
    const leave = vi.fn();
    act(() => leaveAfterConfirming(leave));
    fireEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull());
    expect(leave).not.toHaveBeenCalled();

    act(() => leaveAfterConfirming(leave));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(leave).toHaveBeenCalledOnce();
  });

  it('takes up a lesson kept from an upload that failed on another page: filled in, editable, and leaving asks', async () => {
    const restored = { ...EMPTY_LESSON, title: 'Loops', courseId: 'c1', description: 'for and while', duration: 20 };
    const { onBack } = renderEditor(undefined, undefined, false, restored);
    const title = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Title' });
    await waitFor(() => expect(title.value).toBe('Loops'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Duration (minutes)' }).value).toBe('20');
    fireEvent.change(title, { target: { value: 'Loops in Python' } });
    expect(title.value).toBe('Loops in Python');
    fireEvent.click(button('Back to Lessons'));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    expect(onBack).not.toHaveBeenCalled();
  });

  it('opens another page at once when nothing was changed', async () => {
    const { onBack } = renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Back to Lessons' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the student view in Preview Lesson', async () => {
    renderEditor();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Loops' } });
    fireEvent.click(button('Preview Lesson'));
    expect(await screen.findByText('This is how students with access to the course will see this lesson.')).toBeTruthy();
    expect(screen.getByText('No content has been added to this lesson yet.')).toBeTruthy();
  });
});
