/**
 * Existing clients send keys in mixed case (`cOllegeId`, `CampusId`, `FacilityType`) the
 * original ASP.NET server bound case-insensitively (api-contract 4.1). This renames them
 * to the schema's own spelling; an exact match wins over a differently cased duplicate.
 */
export function bindKeysCaseInsensitively(
  input: Record<string, unknown>,
  schemaKeys: readonly string[],
): Record<string, unknown> {
  const canonical = new Map(schemaKeys.map((key) => [key.toLowerCase(), key]));
  const bound: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (canonical.get(key.toLowerCase()) === key || !canonical.has(key.toLowerCase())) bound[key] = value;
  }
  for (const [key, value] of Object.entries(input)) {
    const target = canonical.get(key.toLowerCase());
    if (target !== undefined && target !== key && !Object.hasOwn(bound, target)) bound[target] = value;
  }
  return bound;
}
