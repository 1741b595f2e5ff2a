import { useId, useState, type FormEvent } from 'react';
import { discountProductSchema } from '@herway/shared/catalog/discounts';
import type { DiscountProduct } from '@herway/shared/catalog/discounts';
import { createDiscountCodeBodySchema, discountProductLabels, updateDiscountCodeBodySchema } from '@herway/shared/contracts/admin-money';
import type { AdminDiscountCode } from '@herway/shared/contracts/admin-money';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { FormProblems } from './form-problems';
import { checkForm, endOfDay, errorsOfResponse, type FormErrors } from '../lib/form-errors';

const PRODUCTS = discountProductSchema.options;

export interface CodeFormValues {
  code: string;
  type: 'percentage' | 'fixed';
  value: string;
  description: string;
  expiresOn: string;
  maxRedemptions: string;
  allProducts: boolean;
  products: DiscountProduct[];
}

const blank: CodeFormValues = { code: '', type: 'percentage', value: '', description: '', expiresOn: '', maxRedemptions: '', allProducts: true, products: [] };

/** A stored code's terms as the form shows them. */
export function valuesOf(code: AdminDiscountCode): CodeFormValues {
  return {
    code: code.code,
    type: code.type,
    value: String(code.value),
    description: code.description,
    expiresOn: code.expiresAt ? code.expiresAt.slice(0, 10) : '',
    maxRedemptions: code.maxRedemptions === null ? '' : String(code.maxRedemptions),
    allProducts: code.products === null,
    products: code.products ?? [],
  };
}

const numberOrText = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/** The request body the form's values make (the server parses the same schema). */
export function bodyOf(values: CodeFormValues, editing: boolean) {
  const body = {
    ...(editing ? {} : { code: values.code }),
    type: values.type,
    value: numberOrText(values.value),
    description: values.description.trim() || undefined,
    expiresAt: endOfDay(values.expiresOn) ?? null,
    maxRedemptions: numberOrText(values.maxRedemptions) ?? null,
    products: values.allProducts ? null : values.products,
  };
  return editing ? body : Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null));
}

/** An edit sends only what changed (a new type with its value), so an expired date left as it was is not sent again. */
export function changesOf(initial: AdminDiscountCode, values: CodeFormValues): Record<string, unknown> {
  const before: Record<string, unknown> = bodyOf(valuesOf(initial), true);
  const after: Record<string, unknown> = bodyOf(values, true);
  const changed = Object.fromEntries(Object.entries(after).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field])));
  return 'type' in changed ? { ...changed, value: after.value } : changed;
}

type SetValue = <K extends keyof CodeFormValues>(field: K, value: CodeFormValues[K]) => void;

/**
 * The form's values, its problems and its submission: checked against the server's schema first,
 * then sent (a new code's form is emptied after), the server's refusal shown field by field.
 */
function useCodeForm(initial: AdminDiscountCode | undefined, onSubmit: (body: Record<string, unknown>) => Promise<unknown>) {
  const editing = initial !== undefined;
  const [values, setValues] = useState<CodeFormValues>(initial ? valuesOf(initial) : blank);
  const [errors, setErrors] = useState<FormErrors>({});
  const [pending, setPending] = useState(false);
  const set: SetValue = (field, value) => setValues((current) => ({ ...current, [field]: value }));
  const setProducts = (allProducts: boolean, products: DiscountProduct[]) => setValues((current) => ({ ...current, allProducts, products }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = initial ? changesOf(initial, values) : bodyOf(values, false);
    const checked = checkForm(editing ? updateDiscountCodeBodySchema : createDiscountCodeBodySchema, body);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    onSubmit(body)
      .then(
        () => !editing && setValues(blank),
        (error: unknown) => setErrors(errorsOfResponse(error)),
      )
      .finally(() => setPending(false));
  };

  return { values, errors, pending, set, setProducts, submit };
}

/** The code (new codes only), the kind and value, description, expiry and limit. */
function TermsFields({ editing, values, errors, set }: { editing: boolean; values: CodeFormValues; errors: FormErrors; set: SetValue }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {editing ? null : (
        <FormField label="Code" description="Letters, digits, - or _; families type it in any case." error={errors.code}>
          {(field) => <Input {...field} name="code" autoCapitalize="characters" value={values.code} onChange={(event) => set('code', event.target.value)} />}
        </FormField>
      )}
      <FormField label="Kind of discount" error={errors.type}>
        {(field) => (
          <Select {...field} name="type" value={values.type} onChange={(event) => set('type', event.target.value as CodeFormValues['type'])}>
            <option value="percentage">Percentage off</option>
            <option value="fixed">Fixed amount off (dollars)</option>
          </Select>
        )}
      </FormField>
      <FormField label={values.type === 'percentage' ? 'Percent off (1-100)' : 'Dollars off (whole dollars)'} error={errors.value}>
        {(field) => <Input {...field} name="value" inputMode="numeric" value={values.value} onChange={(event) => set('value', event.target.value)} />}
      </FormField>
      <FormField label="Description" optional description="What families read; written for you if left empty." error={errors.description}>
        {(field) => (
          <Input {...field} name="description" maxLength={120} value={values.description} onChange={(event) => set('description', event.target.value)} />
        )}
      </FormField>
      <FormField label="Last day it works" optional error={errors.expiresAt}>
        {(field) => <Input {...field} type="date" name="expiresOn" value={values.expiresOn} onChange={(event) => set('expiresOn', event.target.value)} />}
      </FormField>
      <FormField label="How many orders may use it" optional description="Empty: no limit." error={errors.maxRedemptions}>
        {(field) => (
          <Input
            {...field}
            name="maxRedemptions"
            inputMode="numeric"
            value={values.maxRedemptions}
            onChange={(event) => set('maxRedemptions', event.target.value)}
          />
        )}
      </FormField>
    </div>
  );
}

/**
 * A discount code's terms: the code (new codes only), percentage or fixed amount, value, an
 * optional description, expiry date, limit and products. Every problem shows at once, in the
 * server's own words (the same schema), before anything is sent.
 */
export function DiscountCodeForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: AdminDiscountCode;
  submitLabel: string;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const editing = initial !== undefined;
  const { values, errors, pending, set, setProducts, submit } = useCodeForm(initial, onSubmit);

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={editing ? `Edit ${initial.code}` : 'New discount code'}>
      <FormProblems errors={errors} />
      <TermsFields editing={editing} values={values} errors={errors} set={set} />
      <ProductsField values={values} error={errors.products} onChange={setProducts} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** All products, or the ones ticked. */
function ProductsField({
  values,
  error,
  onChange,
}: {
  values: CodeFormValues;
  error?: string;
  onChange: (allProducts: boolean, products: DiscountProduct[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-products` : undefined}>
      <legend className="text-sm font-semibold text-ink">Products</legend>
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={values.allProducts} onChange={(event) => onChange(event.target.checked, values.products)} />
        All products
      </label>
      {values.allProducts ? null : (
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {PRODUCTS.map((product) => (
            <label key={product} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={values.products.includes(product)}
                onChange={(event) =>
                  onChange(false, event.target.checked ? [...values.products, product] : values.products.filter((chosen) => chosen !== product))
                }
              />
              {discountProductLabels[product]}
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p id={`${id}-products`} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
