import type { ProductTileData } from '@storefront/api-schemas';
import { useId } from 'react';
import { ProductTile } from '../../lib/product-tile';

interface RelatedProductsProps {
  title: string;
  products: readonly ProductTileData[];
}

/** A small row of product tiles under a heading (alternatives, complements); nothing when there are none. */
export function RelatedProducts({ title, products }: RelatedProductsProps) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className="sf-pdp-related" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-pdp-related__title">
        {title}
      </h2>
      <ul className="sf-product-grid sf-pdp-related__grid">
        {products.map((product) => (
          <li key={product.id}>
            <ProductTile product={product} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
