import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster, toast, useToastStore } from './toast';

afterEach(() => {
  vi.useRealTimers();
  useToastStore.setState({ toasts: [] });
});

describe('toasts', () => {
  it('show a title and message and disappear after 5000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast.success('Profile Updated', 'Your profile has been updated successfully'));
    expect(screen.getByText('Profile Updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been updated successfully')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByText('Profile Updated')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Profile Updated')).not.toBeInTheDocument();
  });

  it('close on the close button', async () => {
    render(<Toaster />);
    act(() => void toast.error('Update Failed'));
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Update Failed')).not.toBeInTheDocument();
  });
});
