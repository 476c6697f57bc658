import * as v from 'valibot';

/** One entry of a state/province select: what the shopper reads, what the form sends, the postal abbreviation. */
export const stateOptionSchema = v.object({
  label: v.pipe(v.string(), v.nonEmpty()),
  value: v.pipe(v.string(), v.nonEmpty()),
  abbreviation: v.pipe(v.string(), v.regex(/^[A-Z]{2,3}$/)),
});

/** A state, province or territory option (SPEC §3 "State options"). */
export type StateOption = v.InferOutput<typeof stateOptionSchema>;

/** Australia's 8 states and territories. */
export const australianStates: readonly StateOption[] = [
  { label: 'Australian Capital Territory', value: 'ACT', abbreviation: 'ACT' },
  { label: 'New South Wales', value: 'NSW', abbreviation: 'NSW' },
  { label: 'Northern Territory', value: 'NT', abbreviation: 'NT' },
  { label: 'Queensland', value: 'QLD', abbreviation: 'QLD' },
  { label: 'South Australia', value: 'SA', abbreviation: 'SA' },
  { label: 'Tasmania', value: 'TAS', abbreviation: 'TAS' },
  { label: 'Victoria', value: 'VIC', abbreviation: 'VIC' },
  { label: 'Western Australia', value: 'WA', abbreviation: 'WA' },
];

/** Canada's 13 provinces and territories, English labels (en-CA). */
export const canadianProvincesEnglish: readonly StateOption[] = [
  { label: 'Alberta', value: 'AB', abbreviation: 'AB' },
  { label: 'British Columbia', value: 'BC', abbreviation: 'BC' },
  { label: 'Manitoba', value: 'MB', abbreviation: 'MB' },
  { label: 'New Brunswick', value: 'NB', abbreviation: 'NB' },
  { label: 'Newfoundland and Labrador', value: 'NL', abbreviation: 'NL' },
  { label: 'Northwest Territories', value: 'NT', abbreviation: 'NT' },
  { label: 'Nova Scotia', value: 'NS', abbreviation: 'NS' },
  { label: 'Nunavut', value: 'NU', abbreviation: 'NU' },
  { label: 'Ontario', value: 'ON', abbreviation: 'ON' },
  { label: 'Prince Edward Island', value: 'PE', abbreviation: 'PE' },
  { label: 'Quebec', value: 'QC', abbreviation: 'QC' },
  { label: 'Saskatchewan', value: 'SK', abbreviation: 'SK' },
  { label: 'Yukon', value: 'YT', abbreviation: 'YT' },
];

/**
 * Canada's 13 provinces and territories, French labels (fr-CA), in French alphabetical order.
 * Yukon's value is spelt out ('Yukon', not 'YT') as in the original French catalogue (SPEC §3); its abbreviation
 * stays 'YT', so code that needs the postal code should read `abbreviation`.
 */
export const canadianProvincesFrench: readonly StateOption[] = [
  { label: 'Alberta', value: 'AB', abbreviation: 'AB' },
  { label: 'Colombie-Britannique', value: 'BC', abbreviation: 'BC' },
  { label: 'Île-du-Prince-Édouard', value: 'PE', abbreviation: 'PE' },
  { label: 'Manitoba', value: 'MB', abbreviation: 'MB' },
  { label: 'Nouveau-Brunswick', value: 'NB', abbreviation: 'NB' },
  { label: 'Nouvelle-Écosse', value: 'NS', abbreviation: 'NS' },
  { label: 'Nunavut', value: 'NU', abbreviation: 'NU' },
  { label: 'Ontario', value: 'ON', abbreviation: 'ON' },
  { label: 'Québec', value: 'QC', abbreviation: 'QC' },
  { label: 'Saskatchewan', value: 'SK', abbreviation: 'SK' },
  { label: 'Terre-Neuve-et-Labrador', value: 'NL', abbreviation: 'NL' },
  { label: 'Territoires du Nord-Ouest', value: 'NT', abbreviation: 'NT' },
  { label: 'Yukon', value: 'Yukon', abbreviation: 'YT' },
];
