import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.ts';

const KEY = 'a-test-secret-of-at-least-thirty-two-characters';

describe('SecretBox', () => {
  it('opens what it sealed, and seals the same secret differently each time', () => {
    const box = new SecretBox(KEY);
    const first = box.seal('JBSWY3DPEHPK3PXP');
    expect(box.open(first)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(first);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
  });

  it('opens nothing sealed under another key, altered, or not sealed at all', () => {
    const sealed = new SecretBox(KEY).seal('secret');
    expect(new SecretBox(`${KEY}-rotated`).open(sealed)).toBeUndefined();
    const [version, iv, tag, text] = sealed.split('.');
    const altered = [version, iv, tag, `${text!.slice(0, -2)}AA`].join('.');
    expect(new SecretBox(KEY).open(altered)).toBeUndefined();
    expect(new SecretBox(KEY).open('secret')).toBeUndefined();
  });
});
