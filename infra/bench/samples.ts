/** Request bodies the benchmark sends where an empty JSON object would only measure a 400. */
export const sampleBodies: Record<string, unknown> = {
  'payments/validate-discount': { discountCode: 'ATHLETE20', amount: 500 },
};
