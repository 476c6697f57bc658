import { localisePath, paths, type RemoteRouteProps } from '@storefront/contracts';
import { EngravingField } from '../features/engraving/engraving-field';
import { ProductDetail } from '../features/product-detail/product-detail';
import { ShareButton } from '../features/product-share/share-button';
import { RingSizeField } from '../features/ring-size/ring-size-field';
import { VirtualTryOn } from '../features/virtual-try-on/virtual-try-on';

/** The product page `/p/:product`: the product detail with ring sizing, engraving, sharing and try-on composed in. */
export default function ProductRoute({ params }: RemoteRouteProps) {
  const slug = params.product ?? '';
  return (
    <ProductDetail
      // Another product is another page: nothing chosen here carries over.
      key={slug}
      slug={slug}
      slots={{
        ringSize: (props) => <RingSizeField {...props} />,
        engraving: (props) => <EngravingField {...props} />,
        tools: (product, variant) => (
          <>
            <ShareButton
              url={new URL(localisePath(paths.product(product.slug)), globalThis.location.origin).href}
              title={product.name}
            />
            <VirtualTryOn productName={product.name} imageUrl={variant.image} kind={product.kind} />
          </>
        ),
      }}
    />
  );
}
