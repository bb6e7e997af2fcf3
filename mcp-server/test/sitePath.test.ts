import { describe, expect, it } from 'vitest';
import { sitePath } from '../src/sitePath';

const SITE = ['https://docs.example.com'];

describe('sitePath: what the server may read', () => {
  it('takes site paths and URLs of the site, with their anchor', () => {
    expect(sitePath('docs/api/intro', SITE)).toEqual({ path: '/docs/api/intro' });
    expect(sitePath('/docs/api/intro#pagination', SITE)).toEqual({ path: '/docs/api/intro', fragment: 'pagination' });
    expect(sitePath('https://docs.example.com/docs/guides/deposits.md?x=1', SITE)).toEqual({ path: '/docs/guides/deposits.md' });
    expect(sitePath('https://docs.example.com', SITE)).toEqual({ path: '/' });
    expect(sitePath('http://127.0.0.1:8080/sub/docs/x', ['http://127.0.0.1:8080/sub'])).toEqual({ path: '/docs/x' });
  });

  it.each([
    ['../etc/passwd', /`\.\.` and `\.` segments/],
    ['docs/%2e%2e/%2e%2e/secret', /`\.\.` and `\.` segments/],
    ['/etc/passwd', /file-system path/],
    ['C:/Windows/win.ini', /not another host or scheme|file-system path/],
    ['docs\\..\\x', /backslash/],
    ['https://docs.example.com.evil.net/docs', /not another host/],
    ['https://user@docs.example.com/docs', /not another host/],
    ['http://127.0.0.1:8080/other', /not another host/],
    ['//evil.example.net/docs', /without a scheme/],
    ['file:///etc/passwd', /not another host or scheme/],
    ['', /empty/],
  ])('refuses %j', (input, reason) => {
    expect(() => sitePath(input, input.startsWith('http://127') ? ['http://127.0.0.1:8080/sub'] : SITE)).toThrow(reason);
  });
});
