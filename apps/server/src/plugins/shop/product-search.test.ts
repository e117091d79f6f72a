import type { ProductView } from '@beckon/page-widgets/shop/views.js';
import { describe, expect, it } from 'vitest';
import { searchPosts, searchProducts } from './product-search.js';

const product = (name: string, description = ''): ProductView => ({
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  category: 'Cuidado facial',
  shortDescription: '',
  description,
  variants: [],
  images: [],
  pricesIncludeTax: true,
});

const CATALOGUE = [
  product('Protector solar fluido SPF 50'),
  product('Sérum de ácido hialurónico'),
  product('Gel limpiador suave', 'Para piel sensible.'),
];

describe('product search', () => {
  it('finds a product by every word of the query, in any order and case', () => {
    expect(searchProducts(CATALOGUE, 'SOLAR protector').map((p) => p.name)).toEqual(['Protector solar fluido SPF 50']);
  });

  it('ignores accents on either side', () => {
    expect(searchProducts(CATALOGUE, 'acido serum').map((p) => p.name)).toEqual(['Sérum de ácido hialurónico']);
    expect(searchProducts(CATALOGUE, 'sénsible').map((p) => p.name)).toEqual(['Gel limpiador suave']);
  });

  it('finds nothing when one word matches no product, and everything for a blank query', () => {
    expect(searchProducts(CATALOGUE, 'solar champú')).toEqual([]);
    expect(searchProducts(CATALOGUE, '   ')).toHaveLength(3);
  });
});

describe('post search', () => {
  const posts = [
    { title: 'Acné en la edad adulta', excerpt: 'El acné no es exclusivo de la adolescencia.', tags: ['dermatitis'] },
    { title: 'Protección solar', excerpt: 'Cómo elegir un fotoprotector.', tags: ['verano'] },
  ];

  it('finds a post by words of its title, excerpt or tags, ignoring accents', () => {
    expect(searchPosts(posts, 'acne adolescencia').map((p) => p.title)).toEqual(['Acné en la edad adulta']);
    expect(searchPosts(posts, 'VERANO').map((p) => p.title)).toEqual(['Protección solar']);
    expect(searchPosts(posts, 'acne verano')).toEqual([]);
  });
});
