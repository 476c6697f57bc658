import { seedRandom } from '../seed/context';
import { buildCatalogue } from './catalogue-generator';
import { renderProductImages } from './product-image-files';
import type { ImageSubject } from './product-images';

/**
 * `npx tsx packages/commerce-api/src/catalogue/render-product-images.ts`: renders the seeded catalogue's product
 * photography (every file of every look a product is sold in) into the API's image directory, for a host that wants
 * it ahead of serving (the API renders each file on its first request otherwise). The catalogue's
 * products, kinds, stones and metals do not depend on the seeding day, so this needs no database.
 */
export function seededImageSubjects(): ImageSubject[] {
  const rows = buildCatalogue(seedRandom('catalogue'), new Date(Date.UTC(2026, 0, 1)));
  const products = new Map(rows.products.map((product) => [product.id, product]));
  const subjects: ImageSubject[] = [];
  const seen = new Set<string>();
  for (const variant of rows.variants) {
    const product = products.get(variant.product_id);
    const key = `${variant.product_id}/${variant.metal}`;
    if (!product || seen.has(key)) continue;
    seen.add(key);
    subjects.push({
      id: product.id,
      kind: product.kind,
      stone: product.stone,
      shape: product.shape,
      metal: variant.metal,
    });
  }
  return subjects;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const report = await renderProductImages(seededImageSubjects());
  console.log(
    `Product photography: ${report.looks} looks, ${report.files} files, ${report.rendered} rendered in ${report.ms} ms.`,
  );
}
