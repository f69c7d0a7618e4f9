import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BeforeAfter } from './before-after';

const renderCompare = (before: string | null = 'blob:person') =>
  render(
    <BeforeAfter
      before={before}
      after="blob:result"
      afterAlt="Try-on result"
      beforeAlt="Original photo"
    />,
  );

describe('before / after comparison', () => {
  it('shows the result alone until the user asks to compare', async () => {
    const user = userEvent.setup();
    renderCompare();
    expect(screen.getByAltText('Try-on result')).toBeInTheDocument();
    expect(screen.queryByAltText('Original photo')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Before / after' }));
    expect(screen.getByRole('button', { name: 'Before / after' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByAltText('Original photo')).toHaveStyle({ clipPath: 'inset(0 50% 0 0)' });
  });

  it('moves the divider with the keyboard', async () => {
    const user = userEvent.setup();
    renderCompare();
    await user.click(screen.getByRole('button', { name: 'Before / after' }));
    const divider = screen.getByRole('slider', { name: 'Before and after divider' });
    divider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(divider).toHaveValue('60');
    expect(screen.getByAltText('Original photo')).toHaveStyle({ clipPath: 'inset(0 40% 0 0)' });
    await user.keyboard('{Home}');
    expect(divider).toHaveValue('0');
    await user.keyboard('{End}{ArrowRight}');
    expect(divider).toHaveValue('100');
  });

  it('cannot compare before the original photo has loaded', () => {
    renderCompare(null);
    expect(screen.getByRole('button', { name: 'Before / after' })).toBeDisabled();
  });
});
