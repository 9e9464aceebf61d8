import { describe, expect, it } from 'vitest';
import { apiPathOf, ownFileUrl } from './student-file.ts';

const ORIGIN = 'https://hemis.example';

describe('student files', () => {
  it('reads a file of the API by its path under /api', () => {
    expect(apiPathOf('/api/Student/12/file/ppSizePhoto', ORIGIN)).toBe('Student/12/file/ppSizePhoto');
    expect(apiPathOf(`${ORIGIN}/api/Student/Me/file/nid`, ORIGIN)).toBe('Student/Me/file/nid');
  });

  it('never sends the session token to another address or outside the API', () => {
    expect(apiPathOf('https://elsewhere.example/api/Student/12/file/ppSizePhoto', ORIGIN)).toBeUndefined();
    expect(apiPathOf('//elsewhere.example/api/x', ORIGIN)).toBeUndefined();
    expect(apiPathOf('/uploads/logo.png', ORIGIN)).toBeUndefined();
  });

  it("turns a staff file address into the student's own", () => {
    expect(ownFileUrl('/api/Student/12/file/transcript')).toBe('/api/Student/Me/file/transcript');
    expect(ownFileUrl('/api/Student/Me/file/nid')).toBe('/api/Student/Me/file/nid');
    expect(ownFileUrl(null)).toBeNull();
  });
});
