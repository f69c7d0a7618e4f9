import { CheckCircle2, CircleAlert, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input, inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useContactForm } from '../hooks/use-contact-form';

/** The enquiry form; posts to POST /v1/contact (spec §2 Contact, §4, §5, §8). */
export function ContactForm() {
  const { values, errors, isSubmitting, status, setField, onSubmit } = useContactForm();
  const isSuccess = status?.includes('Thank you') ?? false;

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label="Contact form"
      className="rounded-3xl border border-line bg-surface p-6 shadow-[0_30px_60px_-40px_rgba(60,10,25,0.4)] sm:p-10"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Name"
          name="name"
          autoComplete="name"
          placeholder="Your Name"
          required
          maxLength={100}
          value={values.name}
          error={errors.name}
          onChange={(e) => setField('name', e.target.value)}
        />
        <Input
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="Email Address"
          required
          maxLength={254}
          value={values.email}
          error={errors.email}
          onChange={(e) => setField('email', e.target.value)}
        />
        <Input
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder="Phone Number"
          helperText="Optional"
          maxLength={30}
          value={values.phone}
          error={errors.phone}
          onChange={(e) => setField('phone', e.target.value)}
        />
        <Input
          label="Company"
          name="company"
          autoComplete="organization"
          placeholder="Company (Optional)"
          maxLength={120}
          value={values.company}
          error={errors.company}
          onChange={(e) => setField('company', e.target.value)}
        />
      </div>
      <div className="mt-5">
        <label htmlFor="contact-message" className="mb-1.5 block text-sm font-medium text-fg">
          Message
        </label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={5}
          maxLength={5000}
          placeholder="Tell us about your project..."
          value={values.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : undefined}
          onChange={(e) => setField('message', e.target.value)}
          className={cn(
            inputClasses,
            'h-auto resize-y py-2.5 leading-relaxed',
            errors.message ? 'border-danger' : 'border-line-strong focus:border-ring',
          )}
        />
        {errors.message && (
          <p id="contact-message-error" role="alert" className="mt-1.5 text-xs text-danger">
            {errors.message}
          </p>
        )}
      </div>
      <div className="mt-7 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">We reply within 24 hours, Monday to Saturday.</p>
        <Button
          type="submit"
          size="lg"
          disabled={isSubmitting}
          className="rounded-full px-8"
          leftIcon={<Send className="size-4" aria-hidden />}
        >
          {isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
      <div aria-live="polite" role="status">
        {status && (
          <p
            className={cn(
              'mt-5 flex items-center gap-2 rounded-xl px-4 py-3 text-sm font-medium',
              isSuccess ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger',
            )}
          >
            {isSuccess ? (
              <CheckCircle2 className="size-4" aria-hidden />
            ) : (
              <CircleAlert className="size-4" aria-hidden />
            )}
            {status}
          </p>
        )}
      </div>
    </form>
  );
}
