import { NativeSelect, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
