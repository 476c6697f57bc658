import type { Market } from '../db/schema';

/** Opening and closing time ('HH:MM', store-local), or null when closed. */
export type DayHours = readonly [opens: string, closes: string] | null;

/** A week of opening hours, Sunday (index 0) to Saturday (index 6), as `Date#getDay()` counts. */
export type WeeklyHours = readonly [DayHours, DayHours, DayHours, DayHours, DayHours, DayHours, DayHours];

/** A curated store of the demo business: everything `seedStores` writes except hours exceptions and stock. */
export interface StoreSeed {
  id: string;
  name: string;
  market: Market;
  /** State or province code as in `@storefront/i18n` state options (`abbreviation`); null in New Zealand. */
  state: string | null;
  city: string;
  suburb: string;
  postcode: string;
  address1: string;
  address2: string;
  phone: string;
  latitude: number;
  longitude: number;
  hours: WeeklyHours;
  /** Defaults to true; a few small or kiosk stores cannot take click and collect orders. */
  clickAndCollect?: boolean;
  /** A flagship offers custom design and valuations on top of the services every store has. */
  flagship?: boolean;
}

/** Suburban shopping centres in Australia: late-night Thursday, shorter Sunday. */
const auCentre: WeeklyHours = [
  ['10:00', '16:00'],
  ['09:00', '17:30'],
  ['09:00', '17:30'],
  ['09:00', '17:30'],
  ['09:00', '21:00'],
  ['09:00', '17:30'],
  ['09:00', '17:00'],
];
/** Capital-city CBD stores in Australia: later weekday closing, late-night Thursday. */
const auCbd: WeeklyHours = [
  ['10:00', '17:00'],
  ['09:00', '18:00'],
  ['09:00', '18:00'],
  ['09:00', '18:00'],
  ['09:00', '21:00'],
  ['09:00', '18:00'],
  ['09:00', '17:00'],
];
/** Perth CBD trades late on Friday rather than Thursday. */
const perthCbd: WeeklyHours = [
  ['11:00', '17:00'],
  ['09:00', '17:30'],
  ['09:00', '17:30'],
  ['09:00', '17:30'],
  ['09:00', '17:30'],
  ['09:00', '21:00'],
  ['09:00', '17:00'],
];
/** Regional high streets: late-night Thursday, closed on Sunday. */
const auHighStreet: WeeklyHours = [
  null,
  ['09:00', '17:30'],
  ['09:00', '17:30'],
  ['09:00', '17:30'],
  ['09:00', '21:00'],
  ['09:00', '17:30'],
  ['09:00', '16:00'],
];
/** Canadian malls: ten to nine, Sunday eleven to six. */
const caMall: WeeklyHours = [
  ['11:00', '18:00'],
  ['10:00', '21:00'],
  ['10:00', '21:00'],
  ['10:00', '21:00'],
  ['10:00', '21:00'],
  ['10:00', '21:00'],
  ['10:00', '21:00'],
];
/** Québec malls: evenings on Thursday and Friday only, as the province's trading rules have it. */
const qcMall: WeeklyHours = [
  ['10:00', '17:00'],
  ['10:00', '18:00'],
  ['10:00', '18:00'],
  ['10:00', '18:00'],
  ['10:00', '21:00'],
  ['10:00', '21:00'],
  ['09:30', '17:00'],
];
/** Smaller Canadian centres: earlier evenings, Sunday noon to five. */
const caCommunity: WeeklyHours = [
  ['12:00', '17:00'],
  ['10:00', '18:00'],
  ['10:00', '18:00'],
  ['10:00', '18:00'],
  ['10:00', '20:00'],
  ['10:00', '20:00'],
  ['09:30', '18:00'],
];
/** New Zealand malls: late-night Thursday, Sunday ten to five. */
const nzMall: WeeklyHours = [
  ['10:00', '17:00'],
  ['09:00', '18:00'],
  ['09:00', '18:00'],
  ['09:00', '18:00'],
  ['09:00', '21:00'],
  ['09:00', '18:00'],
  ['09:00', '18:00'],
];
/** New Zealand city centres. */
const nzCbd: WeeklyHours = [
  ['10:00', '16:00'],
  ['09:30', '17:30'],
  ['09:30', '17:30'],
  ['09:30', '17:30'],
  ['09:30', '19:00'],
  ['09:30', '17:30'],
  ['10:00', '17:00'],
];
/** Resort towns trade every evening. */
const nzResort: WeeklyHours = [
  ['10:00', '21:00'],
  ['09:30', '21:00'],
  ['09:30', '21:00'],
  ['09:30', '21:00'],
  ['09:30', '21:00'],
  ['09:30', '21:00'],
  ['09:30', '21:00'],
];

/** Time zones by market and state/province (store-local "today" and open-now depend on it). */
const zones: Record<string, string> = {
  'AU:NSW': 'Australia/Sydney',
  'AU:ACT': 'Australia/Sydney',
  'AU:VIC': 'Australia/Melbourne',
  'AU:QLD': 'Australia/Brisbane',
  'AU:SA': 'Australia/Adelaide',
  'AU:WA': 'Australia/Perth',
  'AU:TAS': 'Australia/Hobart',
  'AU:NT': 'Australia/Darwin',
  'CA:ON': 'America/Toronto',
  'CA:QC': 'America/Toronto',
  'CA:BC': 'America/Vancouver',
  'CA:AB': 'America/Edmonton',
  'CA:MB': 'America/Winnipeg',
  'CA:SK': 'America/Regina',
  'CA:NS': 'America/Halifax',
  'CA:NB': 'America/Moncton',
  'CA:PE': 'America/Halifax',
  'CA:NL': 'America/St_Johns',
  'CA:YT': 'America/Whitehorse',
  'CA:NT': 'America/Yellowknife',
  'CA:NU': 'America/Iqaluit',
  'NZ:': 'Pacific/Auckland',
};

/** The IANA time zone of a place in a market and state (New Zealand has one zone on the main islands). */
export function timeZoneOf(market: Market, state: string | null): string {
  const zone = zones[`${market}:${state ?? ''}`];
  if (!zone) throw new Error(`No time zone for ${market} ${state ?? '(no state)'}`);
  return zone;
}

/** Every store opens on these. */
const baseServices = ['ring_sizing', 'jewellery_cleaning', 'jewellery_repairs', 'watch_batteries'];

/** The services a store offers (the store page lists them; click and collect only where it is possible). */
export function servicesOf(store: StoreSeed): string[] {
  const services = [...baseServices, 'engraving'];
  if (store.clickAndCollect !== false) services.unshift('click_and_collect');
  if (store.flagship) services.push('custom_design', 'valuations', 'private_appointments');
  return services;
}

const emailDomains: Record<Market, string> = {
  AU: 'lustreandco.com.au',
  CA: 'lustreandco.ca',
  NZ: 'lustreandco.co.nz',
};

/** A store's own e-mail address. */
export function emailOf(store: StoreSeed): string {
  return `${store.id}@${emailDomains[store.market]}`;
}

type Row = Omit<StoreSeed, 'market'>;

const au = (row: Row): StoreSeed => ({ market: 'AU', ...row });
const ca = (row: Row): StoreSeed => ({ market: 'CA', ...row });
const nz = (row: Omit<Row, 'state'>): StoreSeed => ({ market: 'NZ', ...row, state: null });

/** The Lustre & Co. stores: Australia first (most of them), then Canada (English and French) and New Zealand. */
// prettier-ignore
export const storeSeeds: readonly StoreSeed[] = [
  // New South Wales
  au({ id: 'sydney-westfield-sydney', name: 'Lustre & Co. Westfield Sydney', state: 'NSW', city: 'Sydney', suburb: 'Sydney', postcode: '2000', address1: 'Shop 4012, Level 4, Westfield Sydney', address2: '188 Pitt Street', phone: '(02) 9221 4310', latitude: -33.8703, longitude: 151.2085, hours: auCbd, flagship: true }),
  au({ id: 'sydney-queen-victoria-building', name: 'Lustre & Co. Queen Victoria Building', state: 'NSW', city: 'Sydney', suburb: 'Sydney', postcode: '2000', address1: 'Shop 32, Ground Floor, Queen Victoria Building', address2: '455 George Street', phone: '(02) 9264 7718', latitude: -33.8718, longitude: 151.2067, hours: auCbd }),
  au({ id: 'bondi-junction', name: 'Lustre & Co. Bondi Junction', state: 'NSW', city: 'Sydney', suburb: 'Bondi Junction', postcode: '2022', address1: 'Shop 3021, Westfield Bondi Junction', address2: '500 Oxford Street', phone: '(02) 9387 2291', latitude: -33.8917, longitude: 151.2505, hours: auCentre }),
  au({ id: 'chatswood', name: 'Lustre & Co. Chatswood', state: 'NSW', city: 'Sydney', suburb: 'Chatswood', postcode: '2067', address1: 'Shop 214, Westfield Chatswood', address2: '1 Anderson Street', phone: '(02) 9411 6604', latitude: -33.7969, longitude: 151.1834, hours: auCentre }),
  au({ id: 'parramatta', name: 'Lustre & Co. Parramatta', state: 'NSW', city: 'Sydney', suburb: 'Parramatta', postcode: '2150', address1: 'Shop 5041, Westfield Parramatta', address2: '159-175 Church Street', phone: '(02) 9635 8827', latitude: -33.8173, longitude: 151.0049, hours: auCentre }),
  au({ id: 'castle-hill', name: 'Lustre & Co. Castle Towers', state: 'NSW', city: 'Sydney', suburb: 'Castle Hill', postcode: '2154', address1: 'Shop 421, Castle Towers', address2: '6-14 Castle Street', phone: '(02) 9899 1153', latitude: -33.7313, longitude: 151.0048, hours: auCentre }),
  au({ id: 'macquarie-park', name: 'Lustre & Co. Macquarie Centre', state: 'NSW', city: 'Sydney', suburb: 'Macquarie Park', postcode: '2113', address1: 'Shop 2-115, Macquarie Centre', address2: 'Corner Herring Road and Waterloo Road', phone: '(02) 9878 4402', latitude: -33.7766, longitude: 151.1184, hours: auCentre }),
  au({ id: 'miranda', name: 'Lustre & Co. Miranda', state: 'NSW', city: 'Sydney', suburb: 'Miranda', postcode: '2228', address1: 'Shop 1090, Westfield Miranda', address2: '600 Kingsway', phone: '(02) 9525 3378', latitude: -34.0339, longitude: 151.103, hours: auCentre }),
  au({ id: 'liverpool', name: 'Lustre & Co. Liverpool', state: 'NSW', city: 'Sydney', suburb: 'Liverpool', postcode: '2170', address1: 'Shop 1037, Westfield Liverpool', address2: 'Macquarie Street', phone: '(02) 9601 5561', latitude: -33.9186, longitude: 150.9255, hours: auCentre }),
  au({ id: 'penrith', name: 'Lustre & Co. Penrith', state: 'NSW', city: 'Sydney', suburb: 'Penrith', postcode: '2750', address1: 'Shop 2066, Westfield Penrith', address2: '585 High Street', phone: '(02) 4721 6620', latitude: -33.7517, longitude: 150.6947, hours: auCentre }),
  au({ id: 'newcastle-charlestown', name: 'Lustre & Co. Charlestown Square', state: 'NSW', city: 'Newcastle', suburb: 'Charlestown', postcode: '2290', address1: 'Shop 2021, Charlestown Square', address2: '30 Pearson Street', phone: '(02) 4943 7712', latitude: -32.9652, longitude: 151.6937, hours: auCentre }),
  au({ id: 'wollongong', name: 'Lustre & Co. Wollongong Central', state: 'NSW', city: 'Wollongong', suburb: 'Wollongong', postcode: '2500', address1: 'Shop G24, Wollongong Central', address2: '200 Crown Street', phone: '(02) 4228 3395', latitude: -34.4246, longitude: 150.8931, hours: auCentre }),
  // Australian Capital Territory
  au({ id: 'canberra-centre', name: 'Lustre & Co. Canberra Centre', state: 'ACT', city: 'Canberra', suburb: 'Canberra', postcode: '2601', address1: 'Shop CF21, Canberra Centre', address2: '148 Bunda Street', phone: '(02) 6247 5530', latitude: -35.2794, longitude: 149.1337, hours: auCbd }),
  au({ id: 'belconnen', name: 'Lustre & Co. Belconnen', state: 'ACT', city: 'Canberra', suburb: 'Belconnen', postcode: '2617', address1: 'Shop 121, Westfield Belconnen', address2: 'Benjamin Way', phone: '(02) 6251 8874', latitude: -35.2386, longitude: 149.0658, hours: auCentre }),
  // Victoria
  au({ id: 'melbourne-central', name: 'Lustre & Co. Melbourne Central', state: 'VIC', city: 'Melbourne', suburb: 'Melbourne', postcode: '3000', address1: 'Shop GD022, Melbourne Central', address2: '211 La Trobe Street', phone: '(03) 9663 2218', latitude: -37.8102, longitude: 144.9629, hours: auCbd, flagship: true }),
  au({ id: 'melbourne-emporium', name: 'Lustre & Co. Emporium Melbourne', state: 'VIC', city: 'Melbourne', suburb: 'Melbourne', postcode: '3000', address1: 'Shop 216, Level 2, Emporium Melbourne', address2: '287 Lonsdale Street', phone: '(03) 9650 7741', latitude: -37.8123, longitude: 144.9641, hours: auCbd }),
  au({ id: 'chadstone', name: 'Lustre & Co. Chadstone', state: 'VIC', city: 'Melbourne', suburb: 'Chadstone', postcode: '3148', address1: 'Shop B116, Chadstone Shopping Centre', address2: '1341 Dandenong Road', phone: '(03) 9568 1184', latitude: -37.8857, longitude: 145.083, hours: auCentre, flagship: true }),
  au({ id: 'doncaster', name: 'Lustre & Co. Doncaster', state: 'VIC', city: 'Melbourne', suburb: 'Doncaster', postcode: '3108', address1: 'Shop G081, Westfield Doncaster', address2: '619 Doncaster Road', phone: '(03) 9848 3306', latitude: -37.7848, longitude: 145.1263, hours: auCentre }),
  au({ id: 'highpoint', name: 'Lustre & Co. Highpoint', state: 'VIC', city: 'Melbourne', suburb: 'Maribyrnong', postcode: '3032', address1: 'Shop 2144, Highpoint Shopping Centre', address2: '120-200 Rosamond Road', phone: '(03) 9317 6650', latitude: -37.7731, longitude: 144.8879, hours: auCentre }),
  au({ id: 'southland', name: 'Lustre & Co. Southland', state: 'VIC', city: 'Melbourne', suburb: 'Cheltenham', postcode: '3192', address1: 'Shop 3063, Westfield Southland', address2: '1239 Nepean Highway', phone: '(03) 9584 2297', latitude: -37.9596, longitude: 145.0526, hours: auCentre }),
  au({ id: 'knox', name: 'Lustre & Co. Knox', state: 'VIC', city: 'Melbourne', suburb: 'Wantirna South', postcode: '3152', address1: 'Shop 2057, Westfield Knox', address2: '425 Burwood Highway', phone: '(03) 9801 4419', latitude: -37.8687, longitude: 145.2428, hours: auCentre }),
  au({ id: 'geelong', name: 'Lustre & Co. Geelong', state: 'VIC', city: 'Geelong', suburb: 'Geelong', postcode: '3220', address1: 'Shop 1046, Westfield Geelong', address2: '95 Malop Street', phone: '(03) 5222 6683', latitude: -38.1475, longitude: 144.3592, hours: auCentre }),
  // Queensland
  au({ id: 'brisbane-queen-street-mall', name: 'Lustre & Co. Queen Street Mall', state: 'QLD', city: 'Brisbane', suburb: 'Brisbane City', postcode: '4000', address1: 'Shop 12, Wintergarden', address2: '171-209 Queen Street', phone: '(07) 3221 5560', latitude: -27.469, longitude: 153.0254, hours: auCbd, flagship: true }),
  au({ id: 'chermside', name: 'Lustre & Co. Chermside', state: 'QLD', city: 'Brisbane', suburb: 'Chermside', postcode: '4032', address1: 'Shop 1198, Westfield Chermside', address2: 'Corner Gympie Road and Hamilton Road', phone: '(07) 3359 8841', latitude: -27.3857, longitude: 153.0302, hours: auCentre }),
  au({ id: 'carindale', name: 'Lustre & Co. Carindale', state: 'QLD', city: 'Brisbane', suburb: 'Carindale', postcode: '4152', address1: 'Shop 2133, Westfield Carindale', address2: '1151 Creek Road', phone: '(07) 3398 2274', latitude: -27.503, longitude: 153.1017, hours: auCentre }),
  au({ id: 'indooroopilly', name: 'Lustre & Co. Indooroopilly', state: 'QLD', city: 'Brisbane', suburb: 'Indooroopilly', postcode: '4068', address1: 'Shop 3031, Indooroopilly Shopping Centre', address2: '322 Moggill Road', phone: '(07) 3378 6612', latitude: -27.4989, longitude: 152.974, hours: auCentre }),
  au({ id: 'gold-coast-pacific-fair', name: 'Lustre & Co. Pacific Fair', state: 'QLD', city: 'Gold Coast', suburb: 'Broadbeach Waters', postcode: '4218', address1: 'Shop 2251, Pacific Fair', address2: '2 Hooker Boulevard', phone: '(07) 5539 4478', latitude: -28.0357, longitude: 153.4268, hours: auCentre }),
  au({ id: 'gold-coast-robina', name: 'Lustre & Co. Robina Town Centre', state: 'QLD', city: 'Gold Coast', suburb: 'Robina', postcode: '4226', address1: 'Shop 1127, Robina Town Centre', address2: '19 Robina Town Centre Drive', phone: '(07) 5575 3309', latitude: -28.0763, longitude: 153.3848, hours: auCentre }),
  au({ id: 'sunshine-coast', name: 'Lustre & Co. Sunshine Plaza', state: 'QLD', city: 'Sunshine Coast', suburb: 'Maroochydore', postcode: '4558', address1: 'Shop 312, Sunshine Plaza', address2: '154-164 Horton Parade', phone: '(07) 5443 7720', latitude: -26.6547, longitude: 153.0893, hours: auCentre }),
  au({ id: 'cairns-central', name: 'Lustre & Co. Cairns Central', state: 'QLD', city: 'Cairns', suburb: 'Cairns City', postcode: '4870', address1: 'Shop 114, Cairns Central', address2: '1-21 McLeod Street', phone: '(07) 4051 2286', latitude: -16.9305, longitude: 145.7714, hours: auCentre }),
  // South Australia
  au({ id: 'adelaide-rundle-mall', name: 'Lustre & Co. Rundle Mall', state: 'SA', city: 'Adelaide', suburb: 'Adelaide', postcode: '5000', address1: 'Shop 21, Rundle Place', address2: '77-91 Rundle Mall', phone: '(08) 8223 4417', latitude: -34.9226, longitude: 138.6025, hours: auCbd, flagship: true }),
  au({ id: 'marion', name: 'Lustre & Co. Marion', state: 'SA', city: 'Adelaide', suburb: 'Oaklands Park', postcode: '5046', address1: 'Shop 2048, Westfield Marion', address2: '297 Diagonal Road', phone: '(08) 8296 5523', latitude: -35.0171, longitude: 138.5466, hours: auCentre }),
  au({ id: 'tea-tree-plaza', name: 'Lustre & Co. Tea Tree Plaza', state: 'SA', city: 'Adelaide', suburb: 'Modbury', postcode: '5092', address1: 'Shop 1087, Westfield Tea Tree Plaza', address2: '976 North East Road', phone: '(08) 8264 3391', latitude: -34.8308, longitude: 138.6862, hours: auCentre }),
  // Western Australia
  au({ id: 'perth-forrest-chase', name: 'Lustre & Co. Forrest Chase', state: 'WA', city: 'Perth', suburb: 'Perth', postcode: '6000', address1: 'Shop 14, Forrest Chase', address2: '425 Wellington Street', phone: '(08) 9325 6618', latitude: -31.9517, longitude: 115.861, hours: perthCbd, flagship: true }),
  au({ id: 'karrinyup', name: 'Lustre & Co. Karrinyup', state: 'WA', city: 'Perth', suburb: 'Karrinyup', postcode: '6018', address1: 'Shop 1120, Karrinyup Shopping Centre', address2: '200 Karrinyup Road', phone: '(08) 9341 2275', latitude: -31.8766, longitude: 115.777, hours: auCentre }),
  au({ id: 'booragoon', name: 'Lustre & Co. Booragoon', state: 'WA', city: 'Perth', suburb: 'Booragoon', postcode: '6154', address1: 'Shop 2067, Westfield Booragoon', address2: '125 Riseley Street', phone: '(08) 9316 4480', latitude: -32.038, longitude: 115.8343, hours: auCentre }),
  au({ id: 'joondalup', name: 'Lustre & Co. Lakeside Joondalup', state: 'WA', city: 'Perth', suburb: 'Joondalup', postcode: '6027', address1: 'Shop 2301, Lakeside Joondalup', address2: '420 Joondalup Drive', phone: '(08) 9300 1169', latitude: -31.7453, longitude: 115.7676, hours: auCentre }),
  // Tasmania
  au({ id: 'hobart', name: 'Lustre & Co. Hobart', state: 'TAS', city: 'Hobart', suburb: 'Hobart', postcode: '7000', address1: 'Shop 9, Cat & Fiddle Arcade', address2: '49 Elizabeth Street', phone: '(03) 6231 4452', latitude: -42.8826, longitude: 147.3282, hours: auCbd }),
  au({ id: 'launceston', name: 'Lustre & Co. Launceston', state: 'TAS', city: 'Launceston', suburb: 'Launceston', postcode: '7250', address1: '74 Brisbane Street', address2: 'Brisbane Street Mall', phone: '(03) 6331 2207', latitude: -41.4373, longitude: 147.1384, hours: auHighStreet, clickAndCollect: false }),
  // Northern Territory
  au({ id: 'darwin-casuarina', name: 'Lustre & Co. Casuarina Square', state: 'NT', city: 'Darwin', suburb: 'Casuarina', postcode: '0810', address1: 'Shop 188, Casuarina Square', address2: '247 Trower Road', phone: '(08) 8927 3354', latitude: -12.3756, longitude: 130.8822, hours: auCentre }),
  au({ id: 'darwin-smith-street', name: 'Lustre & Co. Smith Street Mall', state: 'NT', city: 'Darwin', suburb: 'Darwin City', postcode: '0800', address1: 'Shop 4, Galleria', address2: '36 Smith Street', phone: '(08) 8981 6627', latitude: -12.4634, longitude: 130.8426, hours: auHighStreet, clickAndCollect: false }),

  // Ontario
  ca({ id: 'toronto-eaton-centre', name: 'Lustre & Co. CF Toronto Eaton Centre', state: 'ON', city: 'Toronto', suburb: 'Downtown Toronto', postcode: 'M5B 2H1', address1: 'Unit 231, CF Toronto Eaton Centre', address2: '220 Yonge Street', phone: '(416) 598-2210', latitude: 43.6544, longitude: -79.3807, hours: caMall, flagship: true }),
  ca({ id: 'toronto-yorkdale', name: 'Lustre & Co. Yorkdale', state: 'ON', city: 'Toronto', suburb: 'North York', postcode: 'M6A 2T9', address1: 'Unit 118, Yorkdale Shopping Centre', address2: '3401 Dufferin Street', phone: '(416) 789-4415', latitude: 43.7254, longitude: -79.4522, hours: caMall }),
  ca({ id: 'toronto-sherway-gardens', name: 'Lustre & Co. CF Sherway Gardens', state: 'ON', city: 'Toronto', suburb: 'Etobicoke', postcode: 'M9C 1B8', address1: 'Unit 604, CF Sherway Gardens', address2: '25 The West Mall', phone: '(416) 621-3380', latitude: 43.6119, longitude: -79.5573, hours: caMall }),
  ca({ id: 'toronto-scarborough', name: 'Lustre & Co. Scarborough Town Centre', state: 'ON', city: 'Toronto', suburb: 'Scarborough', postcode: 'M1P 4P5', address1: 'Unit 212, Scarborough Town Centre', address2: '300 Borough Drive', phone: '(416) 296-1147', latitude: 43.7757, longitude: -79.2578, hours: caMall }),
  ca({ id: 'markham-markville', name: 'Lustre & Co. CF Markville', state: 'ON', city: 'Markham', suburb: 'Markham', postcode: 'L3R 4M9', address1: 'Unit 1045, CF Markville', address2: '5000 Highway 7 East', phone: '(905) 477-6632', latitude: 43.869, longitude: -79.288, hours: caMall }),
  ca({ id: 'mississauga-square-one', name: 'Lustre & Co. Square One', state: 'ON', city: 'Mississauga', suburb: 'Mississauga City Centre', postcode: 'L5B 2C9', address1: 'Unit 2-118, Square One Shopping Centre', address2: '100 City Centre Drive', phone: '(905) 270-8841', latitude: 43.593, longitude: -79.6424, hours: caMall }),
  ca({ id: 'brampton-bramalea', name: 'Lustre & Co. Bramalea City Centre', state: 'ON', city: 'Brampton', suburb: 'Bramalea', postcode: 'L6T 3R5', address1: 'Unit 372, Bramalea City Centre', address2: '25 Peel Centre Drive', phone: '(905) 793-2256', latitude: 43.7164, longitude: -79.7233, hours: caMall }),
  ca({ id: 'georgetown', name: 'Lustre & Co. Georgetown Market Place', state: 'ON', city: 'Halton Hills', suburb: 'Georgetown', postcode: 'L7G 4B1', address1: 'Unit 27, Georgetown Market Place', address2: '280 Guelph Street', phone: '(905) 873-4410', latitude: 43.6615, longitude: -79.9335, hours: caCommunity }),
  ca({ id: 'hamilton-lime-ridge', name: 'Lustre & Co. CF Lime Ridge', state: 'ON', city: 'Hamilton', suburb: 'Hamilton Mountain', postcode: 'L9A 4X5', address1: 'Unit 405, CF Lime Ridge', address2: '999 Upper Wentworth Street', phone: '(905) 318-5527', latitude: 43.2178, longitude: -79.8625, hours: caMall }),
  ca({ id: 'ottawa-rideau-centre', name: 'Lustre & Co. CF Rideau Centre', state: 'ON', city: 'Ottawa', suburb: 'ByWard Market', postcode: 'K1N 9J7', address1: 'Unit 2-214, CF Rideau Centre', address2: '50 Rideau Street', phone: '(613) 236-7718', latitude: 45.4253, longitude: -75.692, hours: caMall, flagship: true }),
  ca({ id: 'ottawa-bayshore', name: 'Lustre & Co. Bayshore', state: 'ON', city: 'Ottawa', suburb: 'Bayshore', postcode: 'K2B 8C1', address1: 'Unit 148, Bayshore Shopping Centre', address2: '100 Bayshore Drive', phone: '(613) 829-3364', latitude: 45.347, longitude: -75.807, hours: caMall }),
  // Québec
  ca({ id: 'montreal-centre-eaton', name: 'Lustre & Co. Centre Eaton de Montréal', state: 'QC', city: 'Montréal', suburb: 'Centre-ville', postcode: 'H3B 4G5', address1: 'Local 231, Centre Eaton de Montréal', address2: '705, rue Sainte-Catherine Ouest', phone: '514 842-3310', latitude: 45.5025, longitude: -73.5713, hours: qcMall, flagship: true }),
  ca({ id: 'laval-carrefour-laval', name: 'Lustre & Co. Carrefour Laval', state: 'QC', city: 'Laval', suburb: 'Chomedey', postcode: 'H7T 1C8', address1: 'Local 1134, Carrefour Laval', address2: '3035, boulevard Le Carrefour', phone: '450 687-2241', latitude: 45.571, longitude: -73.7518, hours: qcMall }),
  ca({ id: 'pointe-claire-fairview', name: 'Lustre & Co. CF Fairview Pointe-Claire', state: 'QC', city: 'Pointe-Claire', suburb: 'Pointe-Claire', postcode: 'H9R 5J2', address1: 'Local 62, CF Fairview Pointe-Claire', address2: '6801, route Transcanadienne', phone: '514 697-5518', latitude: 45.4633, longitude: -73.83, hours: qcMall }),
  ca({ id: 'brossard-quartier-dix30', name: 'Lustre & Co. Quartier DIX30', state: 'QC', city: 'Brossard', suburb: 'Brossard', postcode: 'J4Y 0E3', address1: 'Local 128, Quartier DIX30', address2: '9160, boulevard Leduc', phone: '450 443-7726', latitude: 45.4451, longitude: -73.4393, hours: qcMall }),
  ca({ id: 'quebec-laurier', name: 'Lustre & Co. Laurier Québec', state: 'QC', city: 'Québec', suburb: 'Sainte-Foy', postcode: 'G1V 2L8', address1: 'Local 1420, Laurier Québec', address2: '2700, boulevard Laurier', phone: '418 651-4483', latitude: 46.7706, longitude: -71.2866, hours: qcMall }),
  ca({ id: 'quebec-galeries-de-la-capitale', name: 'Lustre & Co. Galeries de la Capitale', state: 'QC', city: 'Québec', suburb: 'Lebourgneuf', postcode: 'G2K 1N4', address1: 'Local 215, Galeries de la Capitale', address2: '5401, boulevard des Galeries', phone: '418 627-3359', latitude: 46.8325, longitude: -71.2972, hours: qcMall }),
  // Western and Atlantic Canada
  ca({ id: 'vancouver-pacific-centre', name: 'Lustre & Co. CF Pacific Centre', state: 'BC', city: 'Vancouver', suburb: 'Downtown Vancouver', postcode: 'V7Y 1G5', address1: 'Unit 147, CF Pacific Centre', address2: '701 West Georgia Street', phone: '(604) 688-2214', latitude: 49.2833, longitude: -123.118, hours: caMall, flagship: true }),
  ca({ id: 'burnaby-metrotown', name: 'Lustre & Co. Metropolis at Metrotown', state: 'BC', city: 'Burnaby', suburb: 'Metrotown', postcode: 'V5H 4N2', address1: 'Unit 1231, Metropolis at Metrotown', address2: '4700 Kingsway', phone: '(604) 438-5572', latitude: 49.2276, longitude: -123.0, hours: caMall }),
  ca({ id: 'richmond-centre', name: 'Lustre & Co. CF Richmond Centre', state: 'BC', city: 'Richmond', suburb: 'Richmond', postcode: 'V6Y 2B6', address1: 'Unit 1680, CF Richmond Centre', address2: '6551 No. 3 Road', phone: '(604) 273-8806', latitude: 49.1666, longitude: -123.1368, hours: caMall }),
  ca({ id: 'calgary-chinook', name: 'Lustre & Co. CF Chinook Centre', state: 'AB', city: 'Calgary', suburb: 'Manchester', postcode: 'T2H 0K8', address1: 'Unit 318, CF Chinook Centre', address2: '6455 Macleod Trail SW', phone: '(403) 255-6619', latitude: 50.9981, longitude: -114.0734, hours: caMall }),
  ca({ id: 'edmonton-west-edmonton-mall', name: 'Lustre & Co. West Edmonton Mall', state: 'AB', city: 'Edmonton', suburb: 'Summerlea', postcode: 'T5T 4M2', address1: 'Unit 1678, West Edmonton Mall', address2: '8882 170 Street NW', phone: '(780) 444-3398', latitude: 53.5225, longitude: -113.6242, hours: caMall }),
  ca({ id: 'winnipeg-polo-park', name: 'Lustre & Co. CF Polo Park', state: 'MB', city: 'Winnipeg', suburb: 'Polo Park', postcode: 'R3G 0W4', address1: 'Unit 222, CF Polo Park', address2: '1485 Portage Avenue', phone: '(204) 775-2247', latitude: 49.8813, longitude: -97.2004, hours: caMall }),
  ca({ id: 'saskatoon-midtown', name: 'Lustre & Co. Midtown Saskatoon', state: 'SK', city: 'Saskatoon', suburb: 'Downtown Saskatoon', postcode: 'S7K 1J5', address1: 'Unit 134, Midtown', address2: '201 1st Avenue South', phone: '(306) 665-4471', latitude: 52.1286, longitude: -106.6606, hours: caCommunity }),
  ca({ id: 'halifax-shopping-centre', name: 'Lustre & Co. Halifax Shopping Centre', state: 'NS', city: 'Halifax', suburb: 'Armdale', postcode: 'B3L 4N9', address1: 'Unit 172, Halifax Shopping Centre', address2: '7001 Mumford Road', phone: '(902) 453-6652', latitude: 44.649, longitude: -63.6187, hours: caCommunity }),

  // New Zealand
  nz({ id: 'auckland-commercial-bay', name: 'Lustre & Co. Commercial Bay', city: 'Auckland', suburb: 'Auckland Central', postcode: '1010', address1: 'Shop 118, Commercial Bay', address2: '7 Queen Street', phone: '(09) 379 4410', latitude: -36.8433, longitude: 174.7668, hours: nzCbd, flagship: true }),
  nz({ id: 'auckland-newmarket', name: 'Lustre & Co. Newmarket', city: 'Auckland', suburb: 'Newmarket', postcode: '1023', address1: 'Shop 214, Westfield Newmarket', address2: '309 Broadway', phone: '(09) 524 6632', latitude: -36.8713, longitude: 174.7776, hours: nzMall }),
  nz({ id: 'auckland-sylvia-park', name: 'Lustre & Co. Sylvia Park', city: 'Auckland', suburb: 'Mount Wellington', postcode: '1060', address1: 'Shop S141, Sylvia Park', address2: '286 Mount Wellington Highway', phone: '(09) 570 3318', latitude: -36.9169, longitude: 174.8415, hours: nzMall }),
  nz({ id: 'auckland-albany', name: 'Lustre & Co. Albany', city: 'Auckland', suburb: 'Albany', postcode: '0632', address1: 'Shop 102, Westfield Albany', address2: '219 Don McKinnon Drive', phone: '(09) 415 2274', latitude: -36.729, longitude: 174.706, hours: nzMall }),
  nz({ id: 'auckland-botany', name: 'Lustre & Co. Botany Town Centre', city: 'Auckland', suburb: 'East Tāmaki', postcode: '2013', address1: 'Shop 57, Botany Town Centre', address2: '588 Chapel Road', phone: '(09) 271 5547', latitude: -36.9311, longitude: 174.9112, hours: nzMall }),
  nz({ id: 'hamilton-the-base', name: 'Lustre & Co. The Base', city: 'Hamilton', suburb: 'Te Rapa', postcode: '3200', address1: 'Shop 21, Te Awa at The Base', address2: 'Te Rapa Road', phone: '(07) 849 3362', latitude: -37.7454, longitude: 175.232, hours: nzMall }),
  nz({ id: 'tauranga-bayfair', name: 'Lustre & Co. Bayfair', city: 'Tauranga', suburb: 'Mount Maunganui', postcode: '3116', address1: 'Shop 63, Bayfair Shopping Centre', address2: '19 Girven Road', phone: '(07) 575 8815', latitude: -37.6786, longitude: 176.2173, hours: nzMall }),
  nz({ id: 'wellington-lambton-quay', name: 'Lustre & Co. Lambton Quay', city: 'Wellington', suburb: 'Wellington Central', postcode: '6011', address1: 'Shop 12, Old Bank Arcade', address2: '233-237 Lambton Quay', phone: '(04) 472 6641', latitude: -41.2836, longitude: 174.7754, hours: nzCbd }),
  nz({ id: 'lower-hutt-queensgate', name: 'Lustre & Co. Queensgate', city: 'Lower Hutt', suburb: 'Hutt Central', postcode: '5010', address1: 'Shop 148, Westfield Queensgate', address2: 'Corner Queens Drive and Bunny Street', phone: '(04) 569 2287', latitude: -41.2097, longitude: 174.904, hours: nzMall }),
  nz({ id: 'christchurch-riccarton', name: 'Lustre & Co. Riccarton', city: 'Christchurch', suburb: 'Riccarton', postcode: '8041', address1: 'Shop 233, Westfield Riccarton', address2: '129 Riccarton Road', phone: '(03) 348 7730', latitude: -43.5305, longitude: 172.5984, hours: nzMall }),
  nz({ id: 'christchurch-the-palms', name: 'Lustre & Co. The Palms', city: 'Christchurch', suburb: 'Shirley', postcode: '8061', address1: 'Shop 38, The Palms', address2: 'Corner Marshland Road and New Brighton Road', phone: '(03) 385 4416', latitude: -43.5087, longitude: 172.6628, hours: nzMall }),
  nz({ id: 'dunedin-meridian', name: 'Lustre & Co. Meridian Dunedin', city: 'Dunedin', suburb: 'Dunedin Central', postcode: '9016', address1: 'Shop 14, Meridian Mall', address2: '267 George Street', phone: '(03) 477 5593', latitude: -45.8732, longitude: 170.5036, hours: nzCbd }),
  nz({ id: 'queenstown', name: 'Lustre & Co. Queenstown', city: 'Queenstown', suburb: 'Queenstown', postcode: '9300', address1: "Shop 3, O'Connells", address2: '30 Camp Street', phone: '(03) 442 8817', latitude: -45.0313, longitude: 168.6614, hours: nzResort, clickAndCollect: false }),
];
