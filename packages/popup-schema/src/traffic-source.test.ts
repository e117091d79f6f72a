/** Where a visit came from, and which visits a pop-up's traffic-source targeting lets in. */
import { describe, expect, it } from 'vitest';
import { trafficAllows } from './traffic-decision.js';
import { classifyVisit } from './traffic-source.js';
import { type TrafficTargeting, trafficTargetingSchema } from './traffic-targeting.js';

const PAGE = 'https://clinica.example/tratamientos/';
const sourceOf = (referrer: string, url = PAGE) => classifyVisit(referrer, url).source;

describe('a visit', () => {
  it('is direct without a referrer, or with one on the page’s own site', () => {
    expect(sourceOf('')).toBe('direct');
    expect(sourceOf('https://www.clinica.example/blog/')).toBe('direct');
    expect(classifyVisit('https://clinica.example/', PAGE).referrerHost).toBe('');
  });

  it('comes from search, social networks, webmail or another site by the referrer’s host', () => {
    expect(sourceOf('https://www.google.es/')).toBe('search');
    expect(sourceOf('https://bing.com/search?q=acne')).toBe('search');
    for (const engine of ['duckduckgo.com', 'www.ecosia.org', 'search.brave.com', 'www.qwant.com', 'www.startpage.com'])
      expect(sourceOf(`https://${engine}/`), engine).toBe('search');
    expect(sourceOf('https://search.yahoo.com/search?p=acne')).toBe('search');
    expect(sourceOf('https://l.facebook.com/l.php?u=x')).toBe('social');
    expect(sourceOf('https://t.co/abc')).toBe('social');
    expect(sourceOf('https://www.linkedin.com/feed/')).toBe('social');
    expect(sourceOf('https://mail.google.com/')).toBe('email');
    expect(sourceOf('https://outlook.live.com/mail/0/')).toBe('email');
    expect(sourceOf('https://foro.example/hilo/1')).toBe('referral');
    // A host that only begins like a network's is not that network.
    expect(sourceOf('https://notfacebook.com/')).toBe('referral');
    expect(sourceOf('https://facebook.com.evil.example/')).toBe('referral');
  });

  it('takes its kind from a UTM medium that names one, before the referrer', () => {
    expect(sourceOf('', `${PAGE}?utm_source=newsletter&utm_medium=email`)).toBe('email');
    expect(sourceOf('https://www.google.com/', `${PAGE}?utm_medium=Social`)).toBe('social');
    expect(sourceOf('https://www.google.com/', `${PAGE}?utm_medium=cpc`)).toBe('search');
    expect(sourceOf('https://foro.example/', `${PAGE}?utm_medium=banner`)).toBe('referral');
  });

  it('keeps the page address’s UTM values, and none from an address that does not parse', () => {
    expect(classifyVisit('', `${PAGE}?utm_source=Brevo&utm_medium=email&utm_campaign=black%20friday`).utm).toEqual({
      source: 'Brevo',
      medium: 'email',
      campaign: 'black friday',
    });
    expect(classifyVisit('not a url', 'also not').utm).toEqual({ source: '', medium: '', campaign: '' });
    expect(sourceOf('javascript:alert(1)')).toBe('direct');
  });

  it("takes the visit's first UTM values on a page without its own, and the page's own when it has them", () => {
    const first = '?utm_source=newsletter&utm_medium=email&utm_campaign=spring';
    expect(classifyVisit('', `${PAGE}products`, first)).toMatchObject({
      source: 'email',
      utm: { source: 'newsletter', medium: 'email', campaign: 'spring' },
    });
    expect(classifyVisit('', `${PAGE}?utm_campaign=summer`, first).utm).toEqual({
      source: '',
      medium: '',
      campaign: 'summer',
    });
    expect(classifyVisit('', 'not a url', '&utm_campaign=spring').utm.campaign).toBe('spring');
  });
});

describe('traffic-source targeting', () => {
  const rule = (r: Partial<TrafficTargeting>) => trafficTargetingSchema.parse({ active: true, ...r });
  const allows = (r: TrafficTargeting, referrer: string, url = PAGE) => trafficAllows(r, classifyVisit(referrer, url));

  it('drops blank lines and the spaces around values on save, and ignores them before', () => {
    const typed = { active: true, referrer_domains: [' partner.example ', ''], utm_campaign: ['', ' spring '] };
    expect(trafficTargetingSchema.parse(typed)).toMatchObject({
      referrer_domains: ['partner.example'],
      utm_campaign: ['spring'],
    });
    const raw = { ...trafficTargetingSchema.parse({ active: true, sources: ['direct'] }), ...typed };
    expect(allows(raw, 'https://partner.example/', `${PAGE}?utm_campaign=spring`)).toBe(true);
    expect(allows(raw, 'https://partner.example/', PAGE)).toBe(false);
  });

  it('lets everyone in when off or absent', () => {
    expect(trafficAllows(undefined, classifyVisit('', PAGE))).toBe(true);
    expect(allows(trafficTargetingSchema.parse({ sources: ['search'] }), '')).toBe(true);
  });

  it('lets in the chosen kinds of visit only', () => {
    const searchOrSocial = rule({ sources: ['search', 'social'] });
    expect(allows(searchOrSocial, 'https://www.google.com/')).toBe(true);
    expect(allows(searchOrSocial, 'https://www.instagram.com/')).toBe(true);
    expect(allows(searchOrSocial, '')).toBe(false);
    expect(allows(searchOrSocial, 'https://foro.example/')).toBe(false);
    expect(allows(rule({ sources: ['direct'] }), '')).toBe(true);
  });

  it('lets in a chosen referring domain and its subdomains, besides the chosen kinds', () => {
    const partner = rule({ sources: ['email'], referrer_domains: ['Partner.example'] });
    expect(allows(partner, 'https://blog.partner.example/post')).toBe(true);
    expect(allows(partner, 'https://www.partner.example/')).toBe(true);
    expect(allows(partner, 'https://mail.google.com/')).toBe(true);
    expect(allows(partner, 'https://otherpartner.example/')).toBe(false);
    expect(allows(partner, '')).toBe(false);
  });

  it('needs every listed UTM value to match the page address, in any case', () => {
    const campaign = rule({ utm_medium: ['email'], utm_campaign: ['Black Friday', 'cyber'] });
    expect(allows(campaign, '', `${PAGE}?utm_medium=EMAIL&utm_campaign=black+friday`)).toBe(true);
    expect(allows(campaign, '', `${PAGE}?utm_medium=email&utm_campaign=cyber`)).toBe(true);
    expect(allows(campaign, '', `${PAGE}?utm_medium=email&utm_campaign=summer`)).toBe(false);
    expect(allows(campaign, '', `${PAGE}?utm_campaign=cyber`)).toBe(false);
    expect(
      allows(rule({ sources: ['search'], utm_source: ['google'] }), 'https://google.com/', `${PAGE}?utm_source=bing`),
    ).toBe(false);
  });

  it('is refused when on with nothing chosen, or with a domain that is not one', () => {
    const problems = (r: object) =>
      trafficTargetingSchema.safeParse(r).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(problems({ active: true })).toEqual(['sources: choose a source, a referring domain or a UTM value']);
    expect(problems({ referrer_domains: ['https://x.example/'] })).toEqual([
      'referrer_domains.0: must be a domain like news.example.com',
    ]);
    expect(problems({ sources: ['search', 'search'] })).toEqual(['sources: must not name a source twice']);
    expect(problems({ utm_campaign: ['x'.repeat(201)] })).toEqual(['utm_campaign.0: must be at most 200 characters']);
    expect(problems({ referrer_domains: ['a'.repeat(300)] })).toEqual([
      'referrer_domains.0: must be a domain like news.example.com',
    ]);
  });
});
