import type { ProductTileData } from '@storefront/api-schemas';
import { engravingSchema } from '@storefront/validation';
import * as v from 'valibot';
import { ringSizeOfParam } from '../../lib/ring-size-param';
import type { DesignDetail, DesignVariant, Designs, RingSize, Setting, ShapeOption } from './jewellery-builder-api';

/** The builder's steps, in order; a design without stone sizes, sizes or engraving skips those steps. */
export const builderSteps = ['setting', 'shape', 'design', 'carat', 'metal', 'size', 'engraving', 'review'] as const;
export type BuilderStep = (typeof builderSteps)[number];

/**
 * The URL parameters a build lives in (`?setting=halo&shape=oval&design=…&carat=1&metal=platinum&size=M&step=…`; the
 * size in the market's system: `size=6.5` in Canada).
 */
export const buildParamNames = ['setting', 'shape', 'design', 'carat', 'metal', 'size', 'engraving', 'step'] as const;
export type BuildParamName = (typeof buildParamNames)[number];
export type BuildParams = Record<BuildParamName, string | null>;

const codePattern = /^[a-z0-9-]{1,80}$/;

/** The build as the URL states it; values the API would refuse outright (odd characters, too long) are dropped. */
export function readBuildParams(search: URLSearchParams): BuildParams {
  const read = (name: BuildParamName) => {
    const value = search.get(name);
    return value === null || value.trim() === '' ? null : value;
  };
  return Object.fromEntries(buildParamNames.map((name) => [name, read(name)])) as BuildParams;
}

/** A search string with these changes, parameters in the builder's order (readable, shareable links). */
export function withBuildChanges(
  search: URLSearchParams,
  changes: Partial<Record<BuildParamName, string | null>>,
): URLSearchParams {
  const next = new URLSearchParams();
  for (const name of buildParamNames) {
    const value = Object.hasOwn(changes, name) ? changes[name] : search.get(name);
    if (value !== null && value !== undefined && value !== '') next.set(name, value);
  }
  // Parameters the builder does not own (tracking, locale in the harness) are kept as they were.
  for (const [name, value] of search) {
    if (!(buildParamNames as readonly string[]).includes(name)) next.append(name, value);
  }
  return next;
}

/** What has loaded so far; each level is validated only once its options are known. */
export interface BuildData {
  settings: Setting[] | undefined;
  /** A listing of the chosen setting (any shape): its shape facet. */
  settingListing: Designs | undefined;
  /** The listing of the chosen setting and shape: its designs. */
  shapeListing: Designs | undefined;
  /** The detail of the chosen (or suggested) design, for any variant. */
  detail: DesignDetail | undefined;
}

/** Whether a step's choice is made: yes, no, or not known until its options load. */
export type StepState = 'done' | 'open' | 'unknown';

/** The build resolved against what has loaded. */
export interface ResolvedBuild {
  settings: Setting[];
  setting: Setting | null;
  shapes: ShapeOption[];
  shape: ShapeOption | null;
  designs: ProductTileData[];
  /** The chosen design, or the featured one the builder suggests. */
  design: ProductTileData | null;
  /** The design's variants with a price in the market's currency. */
  variants: DesignVariant[];
  carats: number[];
  carat: number | null;
  /** The metals of the chosen stone size. */
  metals: DesignVariant[];
  /** The chosen (or suggested) stone size in the chosen (or suggested) metal. */
  variant: DesignVariant | null;
  sizes: RingSize[];
  size: RingSize | null;
  engraving: string;
  maxEngravingChars: number | null;
  /** Whether design, carat and metal come from the URL (else they are suggestions until the shopper moves on). */
  explicit: { design: boolean; carat: boolean; metal: boolean };
  /** URL parameters that name something unavailable: the page drops them. */
  invalid: BuildParamName[];
  /** The steps this design has, in order. */
  steps: BuilderStep[];
  stepStates: Record<BuilderStep, StepState>;
  current: BuilderStep;
}

const distinctSorted = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

/** Resolves the URL's build against the loaded options: suggestions fill gaps, unavailable choices are dropped. */
export function resolveBuild(params: BuildParams, data: BuildData): ResolvedBuild {
  const invalid: BuildParamName[] = [];
  const states: Partial<Record<BuilderStep, StepState>> = {};

  let setting: Setting | null = null;
  if (data.settings && params.setting) {
    setting = data.settings.find((item) => item.slug === params.setting || item.id === params.setting) ?? null;
    if (!setting) invalid.push('setting');
  }
  states.setting = setting ? 'done' : params.setting && !data.settings ? 'unknown' : 'open';

  const shapes =
    setting && data.settingListing ? data.settingListing.facets.shape.filter((item) => item.count > 0) : [];
  let shape: ShapeOption | null = null;
  if (params.shape && !codePattern.test(params.shape)) invalid.push('shape');
  else if (params.shape && setting && data.settingListing) {
    shape = shapes.find((item) => item.value === params.shape) ?? null;
    if (!shape) invalid.push('shape');
  }
  const shapeLoading = states.setting === 'unknown' || (setting !== null && !data.settingListing);
  if (shape) states.shape = 'done';
  else states.shape = params.shape && !invalid.includes('shape') && shapeLoading ? 'unknown' : 'open';

  const designs = shape && data.shapeListing ? data.shapeListing.items.filter((item) => item.flags.online) : [];
  let design: ProductTileData | null = null;
  if (params.design && shape && data.shapeListing) {
    design = designs.find((item) => item.slug === params.design) ?? null;
    if (!design) invalid.push('design');
  }
  const explicitDesign = design !== null;
  design ??= designs[0] ?? null;
  if (design) states.design = 'done';
  else states.design = states.shape === 'unknown' || (shape !== null && !data.shapeListing) ? 'unknown' : 'open';

  const detail = design && data.detail?.slug === design.slug ? data.detail : undefined;
  const variants = detail ? detail.variants.filter((variant) => variant.price !== null) : [];
  const carats = distinctSorted(variants.flatMap((variant) => (variant.carat === null ? [] : [variant.carat])));
  const defaultVariant = variants.find((variant) => variant.isDefault) ?? variants[0];
  let carat: number | null = null;
  let explicitCarat = false;
  if (detail && params.carat) {
    const asked = Number(params.carat);
    if (carats.includes(asked)) {
      carat = asked;
      explicitCarat = true;
    } else invalid.push('carat');
  }
  if (carat === null && carats.length > 0) carat = defaultVariant?.carat ?? carats[0] ?? null;
  const metals = variants.filter((variant) => carats.length === 0 || variant.carat === carat);
  let variant: DesignVariant | null = null;
  if (detail && params.metal) {
    variant = metals.find((item) => item.metal.code === params.metal) ?? null;
    if (!variant) invalid.push('metal');
  }
  const explicitMetal = variant !== null;
  variant ??=
    metals.find((item) => item.metal.code === defaultVariant?.metal.code) ??
    metals.find((item) => item.isDefault) ??
    metals[0] ??
    null;
  const designState: StepState = states.design;
  states.carat =
    designState === 'done'
      ? detail
        ? carats.length === 0 || carat !== null
          ? 'done'
          : 'open'
        : 'unknown'
      : designState;
  states.metal = designState === 'done' ? (detail ? (variant ? 'done' : 'open') : 'unknown') : designState;

  const sizes = detail?.sizing?.sizes ?? [];
  let size: RingSize | null = null;
  if (detail && params.size) {
    size = ringSizeOfParam(params.size, sizes, detail.sizing?.system ?? 'letter') ?? null;
    if (!size) invalid.push('size');
  }
  const detailLoading = designState === 'unknown' || (design !== null && !detail);
  if (size) states.size = 'done';
  else states.size = params.size && !invalid.includes('size') && detailLoading ? 'unknown' : 'open';

  const maxEngravingChars = detail?.engraving.allowed ? (detail.engraving.maxChars ?? null) : null;
  let engraving = '';
  if (detail && params.engraving) {
    const parsed = detail.engraving.allowed
      ? v.safeParse(engravingSchema(maxEngravingChars ?? 0), params.engraving)
      : null;
    if (parsed?.success) engraving = parsed.output;
    else invalid.push('engraving');
  }
  states.engraving = params.engraving && detailLoading ? 'unknown' : 'done';
  states.review = 'open';

  const steps = builderSteps.filter((step) => {
    if (!detail) return true;
    if (step === 'carat') return carats.length > 0;
    if (step === 'size') return detail.sizing !== null;
    if (step === 'engraving') return detail.engraving.allowed;
    return true;
  });
  const stepStates = states as Record<BuilderStep, StepState>;
  return {
    settings: data.settings ?? [],
    setting,
    shapes,
    shape,
    designs,
    design,
    variants,
    carats,
    carat,
    metals,
    variant,
    sizes,
    size,
    engraving,
    maxEngravingChars,
    explicit: { design: explicitDesign, carat: explicitCarat, metal: explicitMetal },
    invalid,
    steps,
    stepStates,
    current: currentStep(params.step, steps, stepStates),
  };
}

/**
 * The step to show: the one the URL asks for when every step before it is done (or still loading), else the first
 * step with an open choice. Without a step in the URL, the first step not done.
 */
function currentStep(asked: string | null, steps: BuilderStep[], states: Record<BuilderStep, StepState>): BuilderStep {
  const target = steps.find((step) => step === asked);
  for (const step of steps) {
    if (step === target) return step;
    if (states[step] === 'open' || (target === undefined && states[step] === 'unknown')) return step;
  }
  return target ?? 'review';
}

/** Whether the shopper may jump to a step: every step before it is done. */
export function canVisit(build: ResolvedBuild, step: BuilderStep): boolean {
  const index = build.steps.indexOf(step);
  return index >= 0 && build.steps.slice(0, index).every((before) => build.stepStates[before] === 'done');
}
