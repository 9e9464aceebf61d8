import { describe, expect, it } from 'vitest';
import { browserLanguage, isLanguage, signedInLanguage, startupLanguage } from './language.ts';

describe('the language of a visitor', () => {
  it('follows the browser: Nepali in any region, else the first language HEMIS speaks', () => {
    expect(browserLanguage(['ne-NP', 'en-US'])).toBe('ne');
    expect(browserLanguage(['ne'])).toBe('ne');
    expect(browserLanguage(['hi-IN', 'ne', 'en'])).toBe('ne');
    expect(browserLanguage(['en-GB', 'ne'])).toBe('en');
  });

  it('is English when the browser prefers none HEMIS speaks, or says nothing', () => {
    expect(browserLanguage(['fr-FR', 'hi'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('is the one picked in this browser before the browser own', () => {
    expect(startupLanguage({ account: undefined, stored: 'en', preferred: ['ne-NP'] })).toBe('en');
    expect(startupLanguage({ account: undefined, stored: 'ne', preferred: ['en-US'] })).toBe('ne');
  });

  it('ignores a stored value that is no language HEMIS speaks', () => {
    expect(startupLanguage({ account: undefined, stored: 'xx', preferred: ['ne'] })).toBe('ne');
    expect(isLanguage('NE')).toBe(false);
  });
});

describe('the language of a signed-in user', () => {
  it('comes from the account, over what this browser remembers', () => {
    expect(startupLanguage({ account: 'ne', stored: 'en', preferred: ['en'] })).toBe('ne');
    expect(signedInLanguage('ne', undefined)).toBe('ne');
  });

  it('is English for an account the server sends without a language', () => {
    expect(signedInLanguage(undefined, undefined)).toBe('en');
  });

  it('is the one picked on the sign-in page just before signing in', () => {
    expect(signedInLanguage('en', 'ne')).toBe('ne');
  });
});
