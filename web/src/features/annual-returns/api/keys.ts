/** The cache keys of annual returns: every write refreshes what it changes under these. */
export const RETURNS_KEY = ['annual-returns'] as const;
export const API_KEYS_KEY = ['university-api-keys'] as const;
