/**
 * Devanagari digits (०-९) for figures a Nepali reader expects in them: dates, counts,
 * amounts (issue #32). Written once in the contracts, so the server's printed documents
 * write them as the screens do.
 */
export { localDigits, toNepaliDigits } from '@hemis/contracts';
