import type { ApiConfig } from '../config';

/**
 * What the API reads from the content service (SPEC §3, §7). Implemented over the real `contentful` client,
 * against Contentful or the local stand-in by configuration.
 */
export interface SitePreferences {
  /** Business days before an in-stock item ships (integer, default 1). */
  standardDispatchTime: number;
  /** Extra business days for engraving or resizing (integer, default 3). */
  resizeEngravingDelayTime: number;
  /** The welcome voucher's code prefix (Brilliance sign-up). */
  signupCouponCode: string | null;
  /** The other fields as the content service has them (banners, panels, top categories). */
  fields: Record<string, unknown>;
}

export interface PdpPreferences {
  /** Terms of the professional care plan. */
  pcpLink: string | null;
  fields: Record<string, unknown>;
}

export type AlertVariant = 'error' | 'warning' | 'info' | 'default';

export interface CartPreferences {
  salesTaxTooltip: string | null;
  informationAlertBar: Array<{ id: string; message: string; variant: AlertVariant }>;
  orderInformationAccordion: Array<{ id: string; title: string; body: string }>;
  productPromotion: Record<string, unknown> | null;
  brazeContent: Record<string, unknown> | null;
}

export interface ContentPageSummary {
  id: string;
  slug: string;
}

export interface ContentService {
  sitePreferences(locale: string): Promise<SitePreferences>;
  pdpPreferences(locale: string): Promise<PdpPreferences>;
  cartPreferences(locale: string): Promise<CartPreferences>;
  /** A content page with this slug for the locale (slug resolver), or null. */
  findPage(slug: string, locale: string): Promise<ContentPageSummary | null>;
  /** Drops cached answers that include these entries (webhook). */
  purge(entryIds: readonly string[]): void;
}

export const DEFAULT_STANDARD_DISPATCH_TIME = 1;
export const DEFAULT_RESIZE_ENGRAVING_DELAY_TIME = 3;

/** Placeholder until the content module lands: the SPEC defaults and no pages. */
export function createContentService(config: ApiConfig): ContentService {
  void config;
  return {
    async sitePreferences() {
      return {
        standardDispatchTime: DEFAULT_STANDARD_DISPATCH_TIME,
        resizeEngravingDelayTime: DEFAULT_RESIZE_ENGRAVING_DELAY_TIME,
        signupCouponCode: null,
        fields: {},
      };
    },
    async pdpPreferences() {
      return { pcpLink: null, fields: {} };
    },
    async cartPreferences() {
      return {
        salesTaxTooltip: null,
        informationAlertBar: [],
        orderInformationAccordion: [],
        productPromotion: null,
        brazeContent: null,
      };
    },
    async findPage() {
      return null;
    },
    purge() {},
  };
}
