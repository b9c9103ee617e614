import { NativeSelect, TextInput, Tooltip, TooltipGroup } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';

describe('theme', () => {
  it('ends a placeholder too long for its field with an ellipsis, in every kind of input', () => {
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <TextInput aria-label="search" placeholder="தலைப்பு, பயிற்றுநர், வகை அல்லது பாடநெறி மூலம் தேடுங்கள்" />
            <NativeSelect aria-label="course" data={['எல்லாப் பாடநெறிகளும்']} />
          </>
        ),
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'search' }).style.textOverflow).toBe('ellipsis');
    expect(screen.getByRole('combobox', { name: 'course' }).style.textOverflow).toBe('ellipsis');
  });

  describe('tooltips (spec §9)', () => {
    afterEach(() => vi.useRealTimers());
    const wait = (ms: number) =>
      act(() => {
        vi.advanceTimersByTime(ms);
      });
    const shown = () => screen.queryByRole('tooltip')?.textContent ?? null;

    it('opens a tooltip 700 ms after the pointer rests on it, not at once', () => {
      vi.useFakeTimers();
      renderRoutes([
        {
          path: '/',
          element: (
            <Tooltip label="Edit">
              <button type="button">edit</button>
            </Tooltip>
          ),
        },
      ]);
      fireEvent.mouseEnter(screen.getByRole('button', { name: 'edit' }));
      wait(650);
      expect(shown()).toBeNull();
      wait(50);
      expect(shown()).toBe('Edit');
    });

    it('opens the next tooltip of a group at once within 300 ms of leaving the last, else after 700 ms', () => {
      vi.useFakeTimers();
      renderRoutes([
        {
          path: '/',
          element: (
            <TooltipGroup>
              <Tooltip label="Edit">
                <button type="button">edit</button>
              </Tooltip>
              <Tooltip label="Delete">
                <button type="button">delete</button>
              </Tooltip>
            </TooltipGroup>
          ),
        },
      ]);
      const edit = screen.getByRole('button', { name: 'edit' });
      const remove = screen.getByRole('button', { name: 'delete' });
      fireEvent.mouseEnter(edit);
      wait(650);
      expect(shown()).toBeNull();
      wait(50);
      expect(shown()).toBe('Edit');

      fireEvent.mouseLeave(edit);
      wait(200);
      fireEvent.mouseEnter(remove);
      wait(10);
      expect(shown()).toBe('Delete');

      // Past the skip window the group waits again.
      fireEvent.mouseLeave(remove);
      wait(400);
      expect(shown()).toBeNull();
      fireEvent.mouseEnter(edit);
      wait(650);
      expect(shown()).toBeNull();
      wait(50);
      expect(shown()).toBe('Edit');
    });
  });
});
