/** What a deployed function is always given besides its stage (config.ts refuses a dev or prod stage without them). */
export const DEPLOYED_RESOURCES = { TABLE_NAME: 'herway-prod-table', CONTENT_BUCKET: 'herway-prod-content' } as const;
