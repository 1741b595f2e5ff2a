/** Request bodies the benchmark sends where an empty JSON object would only measure a 400. */
export const sampleBodies: Record<string, unknown> = {
  'payments/validate-discount': { discountCode: 'ATHLETE20', amount: 500 },
  'recruiting/add-school': { name: 'Stanford University', division: 'ncaa_d1', athleticFit: 4 },
};
