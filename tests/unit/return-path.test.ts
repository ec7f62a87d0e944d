import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../src/web/admin/auth/storage';

describe('safeReturnPath', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeReturnPath('/admin?section=userSubmissions&message=1')).toBe('/admin?section=userSubmissions&message=1');
    expect(safeReturnPath('/ProfilePage')).toBe('/ProfilePage');
  });
  it('sends anything that could leave the site to /admin', () => {
    for (const path of ['https://evil.example/', '//evil.example/admin', '/\\evil.example', 'admin', '', null]) {
      expect(safeReturnPath(path)).toBe('/admin');
    }
  });
});
