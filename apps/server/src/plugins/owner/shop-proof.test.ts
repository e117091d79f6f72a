import { describe, expect, it } from 'vitest';
import { proofContents, shopProofProblem, shopProofTag } from './shop-proof.js';

const ID = '0123456789abc';

describe('a shop’s proof tag', () => {
  it('is found in any attribute order, quoting and case', () => {
    const pages = [
      shopProofTag(ID),
      `<META NAME="Beckon-Shop-Verification" CONTENT="${ID}"/>`,
      `<meta content='${ID}' name='beckon-shop-verification'>`,
      `<meta\n  name=beckon-shop-verification\n  content=${ID}\n>`,
      `<meta data-x="1" name="beckon-shop-verification" content=" ${ID} ">`,
    ];
    for (const html of pages) expect(proofContents(`<head>${html}</head>`), html).toEqual([ID]);
  });

  it('is not found in escaped text, other meta tags or other attributes', () => {
    const pages = [
      `&lt;meta name="beckon-shop-verification" content="${ID}"&gt;`,
      `<meta name="beckon-verification" content="${ID}">`,
      `<meta property="beckon-shop-verification" content="${ID}">`,
      `<meta name="description" content='name="beckon-shop-verification" content="${ID}"'>`,
      `<metadata name="beckon-shop-verification" content="${ID}">`,
    ];
    for (const html of pages) expect(shopProofProblem(html, ID), html).not.toBeNull();
  });

  it('proves the shop only for the account it names', () => {
    const html = `<head>${shopProofTag('fffffffffffff')}</head>`;
    expect(shopProofProblem(html, ID)).toMatch(/names another account/);
    expect(shopProofProblem(html, 'fffffffffffff')).toBeNull();
    expect(shopProofProblem('<head></head>', ID)).toMatch(/has no beckon-shop-verification tag/);
  });
});
