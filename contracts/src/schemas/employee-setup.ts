/** Filled by the issue that builds it. */
export {};
