/** The signing key of every test app (long enough for HS256). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
