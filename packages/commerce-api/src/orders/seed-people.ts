import type { Market } from '../db/schema';

/** A street address of the demo business's customers (no name or phone: those come from the person). */
export interface SeedAddress {
  address1: string;
  address2?: string;
  suburb?: string;
  city: string;
  state?: string;
  postcode: string;
}

/** Real-looking addresses per market, spread over the states and provinces (every Canadian tax regime). */
export const seedAddresses: Readonly<Record<Market, readonly SeedAddress[]>> = {
  AU: [
    {
      address1: '88 George Street',
      address2: 'Level 3',
      suburb: 'The Rocks',
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
    },
    { address1: '14 Chapel Street', suburb: 'Windsor', city: 'Melbourne', state: 'VIC', postcode: '3181' },
    { address1: '27 Latrobe Terrace', suburb: 'Paddington', city: 'Brisbane', state: 'QLD', postcode: '4064' },
    { address1: '9 Napoleon Street', suburb: 'Cottesloe', city: 'Perth', state: 'WA', postcode: '6011' },
    { address1: '51 King William Road', suburb: 'Unley', city: 'Adelaide', state: 'SA', postcode: '5061' },
    { address1: '12 Salamanca Place', suburb: 'Battery Point', city: 'Hobart', state: 'TAS', postcode: '7004' },
    { address1: '3 Bougainville Street', suburb: 'Griffith', city: 'Canberra', state: 'ACT', postcode: '2603' },
    { address1: '45 Smith Street', suburb: 'Darwin City', city: 'Darwin', state: 'NT', postcode: '0800' },
    { address1: 'Unit 4, 210 Oxford Street', suburb: 'Bondi Junction', city: 'Sydney', state: 'NSW', postcode: '2022' },
    { address1: '6 Hastings Street', suburb: 'Noosa Heads', city: 'Noosa', state: 'QLD', postcode: '4567' },
    { address1: '17 Rokeby Road', suburb: 'Subiaco', city: 'Perth', state: 'WA', postcode: '6008' },
    { address1: '33 Lygon Street', suburb: 'Carlton', city: 'Melbourne', state: 'VIC', postcode: '3053' },
  ],
  NZ: [
    { address1: '22 Ponsonby Road', suburb: 'Ponsonby', city: 'Auckland', postcode: '1011' },
    {
      address1: '5 Queen Street',
      address2: 'Apartment 12',
      suburb: 'Auckland Central',
      city: 'Auckland',
      postcode: '1010',
    },
    { address1: '140 Cuba Street', suburb: 'Te Aro', city: 'Wellington', postcode: '6011' },
    { address1: '18 Riccarton Road', suburb: 'Riccarton', city: 'Christchurch', postcode: '8011' },
    { address1: '7 Victoria Street', suburb: 'Hamilton Central', city: 'Hamilton', postcode: '3204' },
    { address1: '41 George Street', suburb: 'North Dunedin', city: 'Dunedin', postcode: '9016' },
    { address1: '12 The Strand', suburb: 'Tauranga', city: 'Tauranga', postcode: '3110' },
    { address1: '3 Marine Parade', suburb: 'Napier South', city: 'Napier', postcode: '4110' },
  ],
  CA: [
    { address1: '250 Yonge Street', address2: 'Suite 1200', city: 'Toronto', state: 'ON', postcode: 'M5B 2L7' },
    { address1: '12 Mountainview Road South', city: 'Georgetown', state: 'ON', postcode: 'L7G 0J1' },
    { address1: '1000 rue De La Gauchetière Ouest', city: 'Montréal', state: 'QC', postcode: 'H3B 1A4' },
    { address1: '2450 boulevard Laurier', city: 'Québec', state: 'QC', postcode: 'G1V 2L1' },
    { address1: '1055 West Georgia Street', city: 'Vancouver', state: 'BC', postcode: 'V6E 3P3' },
    { address1: '10220 104 Avenue NW', city: 'Edmonton', state: 'AB', postcode: 'T5J 0H6' },
    { address1: '393 Portage Avenue', city: 'Winnipeg', state: 'MB', postcode: 'R3B 3H6' },
    { address1: '2102 11th Avenue', city: 'Regina', state: 'SK', postcode: 'S4P 3Y6' },
    { address1: '1800 Argyle Street', city: 'Halifax', state: 'NS', postcode: 'B3J 3N8' },
    { address1: '505 King Street', city: 'Fredericton', state: 'NB', postcode: 'E3B 1E7' },
    { address1: '351 Water Street', city: 'St John’s', state: 'NL', postcode: 'A1C 1C2' },
    { address1: '97 Queen Street', city: 'Charlottetown', state: 'PE', postcode: 'C1A 4A9' },
  ],
};

/** First and last names of guest shoppers per market (Canadian French names live in Quebec). */
export const guestNames: Readonly<Record<Market | 'CA-fr', readonly (readonly [string, string])[]>> = {
  AU: [
    ['Olivia', 'Bennett'],
    ['Jack', 'Thompson'],
    ['Charlotte', 'Nguyen'],
    ['Lachlan', 'Walsh'],
    ['Amelia', 'Papadopoulos'],
    ['Mia', 'Kowalski'],
    ['Noah', 'Fitzgerald'],
    ['Isla', 'McKenzie'],
    ['Ruby', 'O’Brien'],
    ['Harrison', 'Lee'],
    ['Zara', 'Patel'],
    ['Cooper', 'Hughes'],
  ],
  NZ: [
    ['Aroha', 'Ngata'],
    ['Liam', 'Patterson'],
    ['Ella', 'Te Huia'],
    ['Hannah', 'Fraser'],
    ['Nikau', 'Walker'],
    ['Sophie', 'Clarke'],
    ['Oliver', 'Kereama'],
    ['Grace', 'Henderson'],
  ],
  CA: [
    ['Emma', 'MacLeod'],
    ['Ethan', 'Campbell'],
    ['Ava', 'Singh'],
    ['Lucas', 'Wong'],
    ['Olivia', 'Fraser'],
    ['Benjamin', 'Martin'],
    ['Maya', 'Chaudhry'],
    ['Owen', 'Murphy'],
  ],
  'CA-fr': [
    ['Léa', 'Tremblay'],
    ['Félix', 'Gagnon'],
    ['Florence', 'Côté'],
    ['Mathis', 'Bouchard'],
    ['Zoé', 'Pelletier'],
    ['Thomas', 'Lavoie'],
  ],
};

/** Engravings customers asked for, in English and French. */
export const engravings: readonly string[] = [
  'Forever yours',
  'Always & forever',
  'J & M 12.06.2021',
  'With love, Mum',
  'You & me',
  'Est. 2019',
  'Pour toujours',
  'Mon amour',
  'Je t’aime',
];

/** A mobile number in the market's usual format (fictional ranges). */
export function phoneFor(market: Market, digits: string): string {
  switch (market) {
    case 'AU':
      return `0491 57${digits.slice(0, 1)} ${digits.slice(1, 4)}`;
    case 'NZ':
      return `021 555 ${digits.slice(0, 4)}`;
    case 'CA':
      return `416-555-01${digits.slice(0, 2)}`;
  }
}
