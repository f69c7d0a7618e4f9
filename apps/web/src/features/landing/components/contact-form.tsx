import { CheckCircle2, CircleAlert, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input, inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useContactForm } from '../hooks/use-contact-form';

type ContactForm = ReturnType<typeof useContactForm>;

/** The enquiry form; posts to POST /v1/contact (spec §2 Contact, §4, §5, §8). */
export function ContactForm() {
  const form = useContactForm();
  const { isSubmitting, status, onSubmit } = form;
  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label="Contact form"
      className="rounded-3xl border border-line bg-surface p-6 shadow-[0_30px_60px_-40px_rgba(60,10,25,0.4)] sm:p-10"
    >
      <ContactFields form={form} />
      <MessageField form={form} />
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
        {status && <StatusNote status={status} />}
      </div>
    </form>
  );
}

const FIELDS = [
  {
    field: 'name',
    label: 'Name',
    autoComplete: 'name',
    placeholder: 'Your Name',
    required: true,
    maxLength: 100,
  },
  {
    field: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'Email Address',
    required: true,
    maxLength: 254,
  },
  {
    field: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: 'Phone Number',
    helperText: 'Optional',
    maxLength: 30,
  },
  {
    field: 'company',
    label: 'Company',
    autoComplete: 'organization',
    placeholder: 'Company (Optional)',
    maxLength: 120,
  },
] as const;

/** Name, e-mail, phone and company, two columns from sm. */
function ContactFields({ form: { values, errors, setField } }: { form: ContactForm }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {FIELDS.map(({ field, ...input }) => (
        <Input
          key={field}
          {...input}
          name={field}
          value={values[field]}
          error={errors[field]}
          onChange={(e) => setField(field, e.target.value)}
        />
      ))}
    </div>
  );
}

function MessageField({ form: { values, errors, setField } }: { form: ContactForm }) {
  return (
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
  );
}

function StatusNote({ status }: { status: string }) {
  const isSuccess = status.includes('Thank you');
  const Icon = isSuccess ? CheckCircle2 : CircleAlert;
  return (
    <p
      className={cn(
        'mt-5 flex items-center gap-2 rounded-xl px-4 py-3 text-sm font-medium',
        isSuccess ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger',
      )}
    >
      <Icon className="size-4" aria-hidden />
      {status}
    </p>
  );
}
