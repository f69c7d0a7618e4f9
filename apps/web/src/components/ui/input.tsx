import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label?: string;
  /** Shown below the field in red; replaces the helper text. */
  error?: string;
  helperText?: ReactNode;
  leftIcon?: ReactNode;
  rightSlot?: ReactNode;
}

export const inputClasses =
  'h-10 w-full rounded-lg border bg-surface px-3 text-sm text-fg placeholder:text-subtle transition-colors ' +
  'focus:outline-none focus:ring-2 focus:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60';

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, error, helperText, leftIcon, rightSlot, className, id, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const noteId = `${inputId}-note`;
  const note = error ?? helperText;
  return (
    <div className={cn('w-full', className)}>
      {label && (
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-fg">
          {label}
        </label>
      )}
      <div className="relative">
        {leftIcon && (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-subtle">
            {leftIcon}
          </span>
        )}
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          className={cn(
            inputClasses,
            error ? 'border-danger focus:border-danger' : 'border-line-strong focus:border-ring',
            Boolean(leftIcon) && 'pl-9',
            Boolean(rightSlot) && 'pr-10',
          )}
          {...rest}
        />
        {rightSlot && (
          <span className="absolute inset-y-0 right-1 flex items-center">{rightSlot}</span>
        )}
      </div>
      {note && (
        <p
          id={noteId}
          className={cn('mt-1.5 text-xs', error ? 'text-danger' : 'text-muted')}
          role={error ? 'alert' : undefined}
        >
          {note}
        </p>
      )}
    </div>
  );
});

/** A password field with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, 'type' | 'rightSlot'>>(
  function PasswordInput(props, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <Input
        ref={ref}
        type={visible ? 'text' : 'password'}
        rightSlot={
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            className="grid size-8 cursor-pointer place-items-center rounded-md text-subtle hover:text-fg"
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
          >
            {visible ? (
              <EyeOff className="size-4" aria-hidden />
            ) : (
              <Eye className="size-4" aria-hidden />
            )}
          </button>
        }
        {...props}
      />
    );
  },
);

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, className, id, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={className}>
      <div className="flex items-start gap-2.5">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-line-strong accent-[var(--brand)]"
          {...rest}
        />
        <label htmlFor={inputId} className="text-sm text-muted">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-1.5 text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
