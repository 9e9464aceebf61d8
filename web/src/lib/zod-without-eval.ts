/**
 * zod compiles object parsers with `new Function` where it may, and even its probe for that is
 * a violation of HEMIS's Content-Security-Policy (no eval: docs/decisions/0011). The browser
 * parses small forms, for which the interpreted parsers are fast enough. Imported first by
 * main.tsx, before anything parses.
 */
import { z } from 'zod';

z.config({ jitless: true });
