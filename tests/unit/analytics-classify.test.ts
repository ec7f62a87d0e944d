/** What a page request says about its visit, reduced to what is counted (issue 28, docs/decisions/044). */
import { describe, expect, it } from 'vitest';
import {
  agentOf,
  campaignOf,
  declined,
  languageOf,
  leadSourceOf,
  ownHostsOf,
  sourceOf,
} from '../../src/server/analytics/classify';
import { loadConfig } from '../../src/server/config';

const own = ownHostsOf('https://www.kestrel.example');

describe('classifying a page request', () => {
  it('names search engines and social networks, keeps only the site of others, and tells direct and internal', () => {
    expect(sourceOf('https://www.google.co.uk/', own)).toBe('Google');
    expect(sourceOf('https://duckduckgo.com/', own)).toBe('DuckDuckGo');
    expect(sourceOf('https://t.co/abc', own)).toBe('X (Twitter)');
    expect(sourceOf('https://www.linkedin.com/feed/', own)).toBe('LinkedIn');
    expect(sourceOf('android-app://com.google.android.gm/', own)).toBe('com.google.android.gm');
    expect(sourceOf('https://user:pw@Blog.Example.org:8443/a/b?c=d#e', own)).toBe('blog.example.org');
    expect(sourceOf(undefined, own)).toBe('direct');
    expect(sourceOf('not a url', own)).toBe('direct');
    expect(sourceOf('https://kestrel.example/services', own)).toBe('(internal)');
  });

  it('reads utm parameters without control characters, the first language, and the device class', () => {
    expect(campaignOf('utm_source=news%00letter&utm_medium=%0Aemail&utm_campaign=spring')).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring',
    });
    expect(campaignOf(`utm_campaign=${'x'.repeat(500)}`).campaign).toHaveLength(100);
    expect(campaignOf('page=2')).toEqual({ source: '', medium: '', campaign: '' });
    expect(languageOf('pt-BR,pt;q=0.9')).toBe('pt');
    expect(languageOf('*')).toBe('(unknown)');
    expect(languageOf(undefined)).toBe('(unknown)');
    expect(
      agentOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'),
    ).toEqual({ bot: false, device: 'phone' });
    expect(agentOf('Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)').bot).toBe(true);
    expect(agentOf(undefined).bot).toBe(true);
  });

  it('honours GPC and DNT and leaves prefetches and prerenders out', () => {
    expect(declined({ 'sec-gpc': '1' })).toBe(true);
    expect(declined({ dnt: '1' })).toBe(true);
    expect(declined({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(declined({ purpose: 'prefetch' })).toBe(true);
    expect(declined({ dnt: '0' })).toBe(false);
  });

  it("gives a lead the campaign of its form's page, or the site that posted it", () => {
    expect(leadSourceOf('https://kestrel.example/contact?utm_source=linkedin&utm_campaign=launch', own)).toEqual({
      source: 'linkedin',
      campaign: 'launch',
    });
    expect(leadSourceOf('https://kestrel.example/contact', own)).toEqual({ source: 'direct', campaign: null });
    expect(leadSourceOf('https://partner.example/form', own)).toEqual({ source: 'partner.example', campaign: null });
    expect(leadSourceOf(undefined, own)).toEqual({ source: 'direct', campaign: null });
  });

  it('reads ANALYTICS and ANALYTICS_FLUSH_SECONDS', () => {
    expect(loadConfig({}).analytics).toEqual({ flushMs: 10_000 });
    expect(loadConfig({ ANALYTICS: 'false' }).analytics).toBeNull();
    expect(loadConfig({ ANALYTICS_FLUSH_SECONDS: '2.5' }).analytics).toEqual({ flushMs: 2500 });
    expect(() => loadConfig({ ANALYTICS_FLUSH_SECONDS: '0' })).toThrow(/ANALYTICS_FLUSH_SECONDS/);
  });
});
