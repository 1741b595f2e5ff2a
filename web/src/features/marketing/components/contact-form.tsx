import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { contactFormSchema, contactInterestTypes, type ContactInterestType, type ContactSubmission } from '@herway/shared/contracts/contact';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NameAndEmailFields } from '@/components/ui/name-and-email-fields';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { serverIssues } from '@/lib/server-issues';
import { useSubmitContact } from '../api/submit-contact';
import { REPLY_WITHIN_HOURS } from '../config/support';

/** What the fields hold: strings, with '' for the interest type's placeholder. */
export type ContactFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  sport: string;
  interestType: ContactInterestType | '';
  message: string;
  /** Honeypot: hidden from people, sent with the body; bots fill it in. */
  website: string;
};

const emptyForm: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  sport: '',
  interestType: '',
  message: '',
  website: '',
};

// The shared contract validates, with its messages; the cast only widens its input type to
// the form's strings ('' stands for "nothing chosen yet", which the schema rejects).
const resolver = zodResolver(contactFormSchema) as unknown as Resolver<ContactFormValues, unknown, ContactSubmission>;

const fieldNames = new Set<string>(Object.keys(emptyForm));
const isFieldName = (name: string): name is keyof ContactFormValues => fieldNames.has(name);

/** The form's fields and the sending: emptied once sent, the server's field problems shown on their fields. */
function useContactForm() {
  const form = useForm<ContactFormValues, unknown, ContactSubmission>({
    resolver,
    defaultValues: emptyForm,
    mode: 'onTouched',
  });
  const { reset, setError } = form;

  const submit = useSubmitContact({
    onSuccess: () => reset(emptyForm),
    onError: (error) => {
      for (const issue of serverIssues(error)) {
        if (isFieldName(issue.field)) setError(issue.field, { type: 'server', message: issue.message });
      }
    },
  });
  return { form, submit };
}

/** Honeypot: out of sight and out of the tab order and the accessibility tree. */
function Honeypot({ field }: { field: UseFormRegisterReturn<'website'> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label htmlFor="contact-website">Website</label>
      <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...field} />
    </div>
  );
}

/** 'Send Message', and when we reply. */
function SendRow({ sending }: { sending: boolean }) {
  return (
    <div className="flex flex-col gap-3 pt-1 sm:flex-row sm:items-center sm:justify-between">
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        <Send className="size-4" aria-hidden="true" />
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
      <p className="text-sm text-muted">We reply within {REPLY_WITHIN_HOURS} hours.</p>
    </div>
  );
}

/** 'Send Us a Message' (docs/product-rules.md#forms-and-their-messages). */
export function ContactForm() {
  const { form, submit } = useContactForm();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  return (
    <form noValidate onSubmit={handleSubmit((data) => submit.mutate(data))} className="relative grid gap-5">
      <NameAndEmailFields register={register} errors={errors} />

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Sport" optional error={errors.sport?.message}>
          {(field) => <Input {...field} placeholder="e.g. Soccer" {...register('sport')} />}
        </FormField>
        <FormField label="I'm interested in" error={errors.interestType?.message}>
          {(field) => (
            <Select {...field} {...register('interestType')}>
              <option value="" disabled>
                Select your interest
              </option>
              {contactInterestTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>

      <FormField
        label="Message"
        description="Your graduation year, your goals and where you are in the recruiting process help us help you."
        error={errors.message?.message}
      >
        {(field) => <Textarea {...field} rows={6} maxLength={5000} {...register('message')} />}
      </FormField>

      <Honeypot field={register('website')} />

      <SendRow sending={submit.isPending} />
    </form>
  );
}
