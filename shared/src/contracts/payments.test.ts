import { describe, expect, it } from 'vitest';
import * as z from '../zod';
import { customerInfoSchema, paymentSuccessBodySchema } from './payments';

describe("the payment-success body's customer details", () => {
  const customerInfo = paymentSuccessBodySchema.shape.customerInfo.def.innerType;

  it("takes any of the checkout's fields, each optional, and no others", () => {
    expect(Object.keys(customerInfo.shape)).toEqual(Object.keys(customerInfoSchema.shape));
    expect(z.parse(customerInfo, {})).toEqual({});
    expect(z.parse(customerInfo, { name: ' Ana Ruiz ', extra: 'dropped' })).toEqual({ name: 'Ana Ruiz' });
  });

  it('checks a given field as the checkout does', () => {
    const result = z.safeParse(customerInfo, { email: 'not-an-address' });
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address.');
  });
});
