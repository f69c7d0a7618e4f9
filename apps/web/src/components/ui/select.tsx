import { ChevronDown } from 'lucide-react';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { inputClasses } from './input';

/** A native select drawn like the text inputs (no platform arrow: our chevron instead). */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function Select({ className, children, ...rest }, ref) {
    return (
      <span className="relative block w-full">
        <select
          ref={ref}
          className={cn(
            inputClasses,
            'cursor-pointer appearance-none border-line-strong pr-9 focus:border-ring',
            className,
          )}
          {...rest}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-subtle"
          aria-hidden
        />
      </span>
    );
  },
);
