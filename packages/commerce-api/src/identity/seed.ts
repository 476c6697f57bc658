import { localesOfMarket, type LocaleCode } from '@storefront/i18n';
import type { Market } from '../db/schema';
import type { Random } from '../seed/random';
import { insertChunked, isoDay, type SeedContext } from '../seed/context';
import { memberInterests } from '@storefront/validation';
import { hashPassword } from './passwords';

/** The password of every seeded member (documented in the README with the demo logins). */
export const DEMO_PASSWORD = 'Lustre2026!';

/** The demo logins: one member per locale and an in-store account awaiting activation. */
export const DEMO_ACCOUNTS = {
  au: 'ava.member@example.com',
  ca: 'liam.member@example.com',
  frCa: 'chloe.membre@example.com',
  nz: 'nikau.member@example.com',
  inStore: 'instore@example.com',
} as const;

const hashCache = new Map<string, Promise<string>>();

/** The demo password's hash for a salt drawn from the seed's random source: computed once per process. */
function demoPasswordHash(random: Random): Promise<string> {
  const salt = Buffer.from(Array.from({ length: 16 }, () => random.int(0, 255)));
  const key = salt.toString('hex');
  let hash = hashCache.get(key);
  if (!hash) {
    hash = hashPassword(DEMO_PASSWORD, salt);
    hashCache.set(key, hash);
  }
  return hash;
}

function uuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = ((random.int(0, 15) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

interface Place {
  city: string;
  suburb: string | null;
  state: string | null;
  postcode: string;
  streets: readonly string[];
}

const places: Record<Market, readonly Place[]> = {
  AU: [
    {
      city: 'Sydney',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      streets: ['George Street', 'Pitt Street', 'Kent Street'],
    },
    {
      city: 'Sydney',
      suburb: 'Chatswood',
      state: 'NSW',
      postcode: '2067',
      streets: ['Victoria Avenue', 'Help Street'],
    },
    {
      city: 'Sydney',
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      streets: ['Church Street', 'Macquarie Street'],
    },
    {
      city: 'Melbourne',
      suburb: 'Melbourne',
      state: 'VIC',
      postcode: '3000',
      streets: ['Collins Street', 'Flinders Lane'],
    },
    { city: 'Melbourne', suburb: 'Richmond', state: 'VIC', postcode: '3121', streets: ['Swan Street', 'Bridge Road'] },
    {
      city: 'Brisbane',
      suburb: 'Brisbane City',
      state: 'QLD',
      postcode: '4000',
      streets: ['Queen Street', 'Adelaide Street'],
    },
    {
      city: 'Gold Coast',
      suburb: 'Southport',
      state: 'QLD',
      postcode: '4215',
      streets: ['Scarborough Street', 'Nerang Street'],
    },
    { city: 'Perth', suburb: 'Perth', state: 'WA', postcode: '6000', streets: ['Hay Street', 'Murray Street'] },
    {
      city: 'Adelaide',
      suburb: 'Adelaide',
      state: 'SA',
      postcode: '5000',
      streets: ['Rundle Mall', 'King William Street'],
    },
    {
      city: 'Hobart',
      suburb: 'Hobart',
      state: 'TAS',
      postcode: '7000',
      streets: ['Elizabeth Street', 'Murray Street'],
    },
    {
      city: 'Canberra',
      suburb: 'Braddon',
      state: 'ACT',
      postcode: '2612',
      streets: ['Lonsdale Street', 'Mort Street'],
    },
    {
      city: 'Darwin',
      suburb: 'Darwin City',
      state: 'NT',
      postcode: '0800',
      streets: ['Smith Street', 'Mitchell Street'],
    },
  ],
  CA: [
    {
      city: 'Toronto',
      suburb: null,
      state: 'ON',
      postcode: 'M5V 2T6',
      streets: ['King Street West', 'Spadina Avenue'],
    },
    { city: 'Toronto', suburb: null, state: 'ON', postcode: 'M4W 1A8', streets: ['Bloor Street East', 'Yonge Street'] },
    {
      city: 'Halton Hills',
      suburb: 'Georgetown',
      state: 'ON',
      postcode: 'L7G 0J1',
      streets: ['Main Street South', 'Guelph Street'],
    },
    { city: 'Ottawa', suburb: null, state: 'ON', postcode: 'K1P 5J2', streets: ['Sparks Street', 'Bank Street'] },
    {
      city: 'Vancouver',
      suburb: null,
      state: 'BC',
      postcode: 'V6B 1A1',
      streets: ['Granville Street', 'Robson Street'],
    },
    { city: 'Calgary', suburb: null, state: 'AB', postcode: 'T2P 1J9', streets: ['Stephen Avenue', '8 Avenue SW'] },
    { city: 'Winnipeg', suburb: null, state: 'MB', postcode: 'R3C 4A5', streets: ['Portage Avenue', 'Main Street'] },
    {
      city: 'Halifax',
      suburb: null,
      state: 'NS',
      postcode: 'B3J 1S9',
      streets: ['Barrington Street', 'Spring Garden Road'],
    },
  ],
  NZ: [
    {
      city: 'Auckland',
      suburb: 'Auckland Central',
      state: null,
      postcode: '1010',
      streets: ['Queen Street', 'High Street'],
    },
    { city: 'Auckland', suburb: 'Ponsonby', state: null, postcode: '1011', streets: ['Ponsonby Road', 'Jervois Road'] },
    { city: 'Wellington', suburb: 'Te Aro', state: null, postcode: '6011', streets: ['Cuba Street', 'Willis Street'] },
    {
      city: 'Christchurch',
      suburb: 'Christchurch Central',
      state: null,
      postcode: '8011',
      streets: ['Colombo Street', 'Cashel Street'],
    },
    {
      city: 'Hamilton',
      suburb: 'Hamilton Central',
      state: null,
      postcode: '3204',
      streets: ['Victoria Street', 'Ward Street'],
    },
    {
      city: 'Dunedin',
      suburb: 'Dunedin Central',
      state: null,
      postcode: '9016',
      streets: ['George Street', 'Princes Street'],
    },
  ],
};

const quebecPlaces: readonly Place[] = [
  {
    city: 'Montréal',
    suburb: null,
    state: 'QC',
    postcode: 'H3B 1A4',
    streets: ['rue Sainte-Catherine Ouest', 'boulevard René-Lévesque'],
  },
  {
    city: 'Montréal',
    suburb: 'Le Plateau-Mont-Royal',
    state: 'QC',
    postcode: 'H2T 1S6',
    streets: ['avenue du Mont-Royal', 'rue Saint-Denis'],
  },
  { city: 'Québec', suburb: null, state: 'QC', postcode: 'G1R 4P5', streets: ['rue Saint-Jean', 'Grande Allée Est'] },
  {
    city: 'Laval',
    suburb: null,
    state: 'QC',
    postcode: 'H7T 2P5',
    streets: ['boulevard Le Carrefour', 'boulevard Saint-Martin'],
  },
  {
    city: 'Gatineau',
    suburb: null,
    state: 'QC',
    postcode: 'J8X 3Y9',
    streets: ['rue Laurier', 'boulevard Maisonneuve'],
  },
];

const names: Record<'AU' | 'CA' | 'FR' | 'NZ', { first: readonly string[]; last: readonly string[] }> = {
  AU: {
    first: [
      'Olivia',
      'Charlotte',
      'Mia',
      'Isla',
      'Amelia',
      'Grace',
      'Matilda',
      'Harper',
      'Jack',
      'Oliver',
      'William',
      'Noah',
      'Lachlan',
      'Thomas',
      'Cooper',
      'Harrison',
      'Sienna',
      'Zara',
      'Priya',
      'Mei',
      'Rhys',
      'Declan',
    ],
    last: [
      'Smith',
      'Nguyen',
      'Williams',
      'Brown',
      'Wilson',
      'Taylor',
      'Anderson',
      'Papadopoulos',
      'Kelly',
      'Murphy',
      'Singh',
      'Chen',
      "O'Brien",
      'Rossi',
      'Mitchell',
      'Campbell',
    ],
  },
  CA: {
    first: [
      'Emma',
      'Olivia',
      'Sophia',
      'Ava',
      'Abigail',
      'Hannah',
      'Ethan',
      'Lucas',
      'Benjamin',
      'Logan',
      'Owen',
      'Nathan',
      'Aiden',
      'Maya',
      'Aaliyah',
      'Harpreet',
      'Wei',
      'Connor',
    ],
    last: [
      'Smith',
      'Brown',
      'Tremblay',
      'Martin',
      'Roy',
      'Wilson',
      'MacDonald',
      'Patel',
      'Li',
      'Campbell',
      'Anderson',
      'Thompson',
      'Sinclair',
      'Fraser',
    ],
  },
  FR: {
    first: [
      'Léa',
      'Chloé',
      'Emma',
      'Florence',
      'Juliette',
      'Rosalie',
      'Camille',
      'Élodie',
      'Gabriel',
      'Félix',
      'Samuel',
      'Olivier',
      'Étienne',
      'Mathis',
      'Noémie',
      'Zoé',
    ],
    last: [
      'Tremblay',
      'Gagnon',
      'Roy',
      'Côté',
      'Bouchard',
      'Gauthier',
      'Morin',
      'Lavoie',
      'Fortin',
      'Gagné',
      'Ouellet',
      'Pelletier',
      'Bélanger',
      'Lévesque',
      'Bergeron',
      "D'Amours",
    ],
  },
  NZ: {
    first: [
      'Isla',
      'Amelia',
      'Charlotte',
      'Ruby',
      'Aria',
      'Mia',
      'Nikau',
      'Ari',
      'Oliver',
      'Leo',
      'George',
      'Kahu',
      'Mere',
      'Aroha',
      'Tama',
      'Hana',
    ],
    last: [
      'Smith',
      'Williams',
      'Wilson',
      'Ngata',
      'Tane',
      'Brown',
      'Taylor',
      'Walker',
      'Parata',
      'Thompson',
      'Kingi',
      'Ross',
      'Cooper',
      'Harris',
    ],
  },
};

const titles = ['ms', 'mrs', 'miss', 'mr', 'mx', 'dr'] as const;

function mobileFor(market: Market, random: Random): string {
  if (market === 'AU') return `04${random.digits(2)} ${random.digits(3)} ${random.digits(3)}`;
  if (market === 'NZ') return `02${random.pick(['1', '2', '7'])} ${random.digits(3)} ${random.digits(4)}`;
  return `${random.pick(['416', '647', '604', '514', '438', '403', '613'])}-555-01${random.digits(2)}`;
}

interface CustomerSeed {
  id: string;
  email: string;
  password_hash: string | null;
  status: 'active' | 'awaiting_activation';
  market: Market;
  locale: LocaleCode;
  title: string | null;
  first_name: string;
  last_name: string;
  mobile_phone: string | null;
  state: string | null;
  birthday_day: number | null;
  birthday_month: number | null;
  birthday_year: number | null;
  anniversary: string | null;
  interests: string[];
  brilliance_number: string | null;
  created_at: Date;
  updated_at: Date;
}

interface AddressSeed {
  id: string;
  customer_id: string;
  label: string | null;
  first_name: string;
  last_name: string;
  address1: string;
  address2: string | null;
  suburb: string | null;
  city: string;
  state: string | null;
  postcode: string;
  country: string;
  phone: string;
  is_default: boolean;
  created_at: Date;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function slugForEmail(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/**
 * Seeds customers per market: Brilliance members (birthdays, some anniversaries, interests, mobiles, states, saved
 * addresses, a few wishlist items when the catalogue is there) and in-store accounts awaiting activation (no password).
 * Every member's password is `DEMO_PASSWORD`, hashed once per run with the production scrypt parameters.
 */
export async function seedCustomers(context: SeedContext): Promise<void> {
  const { trx, random, today } = context;
  const passwordHash = await demoPasswordHash(random.fork('password'));
  const customers: CustomerSeed[] = [];
  const addresses: AddressSeed[] = [];
  const usedEmails = new Set<string>();
  const usedNumbers = new Set<string>();

  const brillianceNumber = () => {
    let number: string;
    do number = `70${random.digits(10)}`;
    while (usedNumbers.has(number));
    usedNumbers.add(number);
    return number;
  };

  const addAddress = (customer: CustomerSeed, place: Place, label: string, isDefault: boolean) => {
    addresses.push({
      id: uuid(random),
      customer_id: customer.id,
      label,
      first_name: customer.first_name,
      last_name: customer.last_name,
      address1: `${random.int(1, 240)} ${random.pick(place.streets)}`,
      address2: random.chance(0.25)
        ? `${customer.market === 'CA' && place.state === 'QC' ? 'App.' : 'Unit'} ${random.int(1, 30)}`
        : null,
      suburb: place.suburb,
      city: place.city,
      state: place.state,
      postcode: place.postcode,
      country: customer.market,
      phone: customer.mobile_phone ?? mobileFor(customer.market, random),
      is_default: isDefault,
      created_at: new Date(customer.created_at.getTime() + 86_400_000),
    });
  };

  const addCustomer = (options: {
    market: Market;
    email: string;
    firstName: string;
    lastName: string;
    place: Place;
    status: 'active' | 'awaiting_activation';
    french?: boolean;
  }): CustomerSeed => {
    const month = random.int(1, 12);
    const joinedDaysAgo = random.int(20, 2400);
    const created = new Date(today.getTime() - joinedDaysAgo * 86_400_000);
    const married = random.chance(0.4);
    const anniversaryYear = today.getUTCFullYear() - random.int(1, 30);
    const anniversaryMonth = random.int(1, 12);
    const customer: CustomerSeed = {
      id: uuid(random),
      email: options.email,
      password_hash: options.status === 'active' ? passwordHash : null,
      status: options.status,
      market: options.market,
      // French-speaking members (the demo Chloé and the Québec crowd) read fr-CA, everyone else their market's English.
      locale: options.french ? 'fr-CA' : localesOfMarket(options.market)[0]!,
      title: random.chance(0.7) ? random.pick(titles) : null,
      first_name: options.firstName,
      last_name: options.lastName,
      mobile_phone: mobileFor(options.market, random),
      state: options.place.state,
      birthday_day: random.int(1, DAYS_IN_MONTH[month - 1] ?? 28),
      birthday_month: month,
      birthday_year: random.int(1955, 2004),
      anniversary: married
        ? isoDay(
            new Date(
              Date.UTC(anniversaryYear, anniversaryMonth - 1, random.int(1, DAYS_IN_MONTH[anniversaryMonth - 1] ?? 28)),
            ),
          )
        : null,
      interests: random.sample(memberInterests, random.int(0, memberInterests.length)),
      brilliance_number: brillianceNumber(),
      created_at: created,
      updated_at: created,
    };
    customers.push(customer);
    usedEmails.add(customer.email);
    return customer;
  };

  // The documented demo logins first, so their data does not move when the generated crowd changes.
  const demo = [
    {
      market: 'AU',
      email: DEMO_ACCOUNTS.au,
      firstName: 'Ava',
      lastName: 'Mitchell',
      place: places.AU[0]!,
      second: places.AU[3]!,
    },
    {
      market: 'CA',
      email: DEMO_ACCOUNTS.ca,
      firstName: 'Liam',
      lastName: 'Fraser',
      place: places.CA[2]!,
      second: places.CA[0]!,
    },
    {
      market: 'CA',
      email: DEMO_ACCOUNTS.frCa,
      firstName: 'Chloé',
      lastName: 'Tremblay',
      french: true,
      place: quebecPlaces[0]!,
      second: quebecPlaces[2]!,
    },
    {
      market: 'NZ',
      email: DEMO_ACCOUNTS.nz,
      firstName: 'Nikau',
      lastName: 'Parata',
      place: places.NZ[0]!,
      second: places.NZ[2]!,
    },
  ] as const;
  for (const entry of demo) {
    const customer = addCustomer({ ...entry, status: 'active' });
    customer.anniversary = customer.anniversary ?? isoDay(new Date(Date.UTC(2016, 10, 12)));
    addAddress(customer, entry.place, 'Home', true);
    addAddress(customer, entry.second, 'Work', false);
  }
  const inStore = addCustomer({
    market: 'AU',
    email: DEMO_ACCOUNTS.inStore,
    firstName: 'Isabella',
    lastName: 'Rossi',
    place: places.AU[4]!,
    status: 'awaiting_activation',
  });
  inStore.interests = [];

  const crowd: Array<{
    market: Market;
    pool: keyof typeof names;
    places: readonly Place[];
    members: number;
    inStore: number;
  }> = [
    { market: 'AU', pool: 'AU', places: places.AU, members: 60, inStore: 6 },
    { market: 'CA', pool: 'CA', places: places.CA, members: 30, inStore: 3 },
    { market: 'CA', pool: 'FR', places: quebecPlaces, members: 25, inStore: 3 },
    { market: 'NZ', pool: 'NZ', places: places.NZ, members: 30, inStore: 3 },
  ];
  const domains = ['example.com', 'example.net', 'example.org'];
  for (const group of crowd) {
    for (let index = 0; index < group.members + group.inStore; index++) {
      const firstName = random.pick(names[group.pool].first);
      const lastName = random.pick(names[group.pool].last);
      let email: string;
      let attempt = 0;
      do {
        const suffix = attempt === 0 ? '' : String(attempt + 1);
        email = `${slugForEmail(firstName)}.${slugForEmail(lastName)}${suffix}@${random.pick(domains)}`;
        attempt++;
      } while (usedEmails.has(email));
      const awaiting = index >= group.members;
      const place = random.pick(group.places);
      const customer = addCustomer({
        market: group.market,
        email,
        firstName,
        lastName,
        place,
        status: awaiting ? 'awaiting_activation' : 'active',
        french: group.pool === 'FR',
      });
      if (!awaiting) {
        addAddress(customer, place, 'Home', true);
        if (random.chance(0.3)) addAddress(customer, random.pick(group.places), 'Work', false);
      }
    }
  }

  await insertChunked(trx, 'customers', customers as unknown as Record<string, unknown>[]);
  await insertChunked(trx, 'addresses', addresses as unknown as Record<string, unknown>[]);

  // Demo members keep a few pieces on their wishlist when the catalogue has been seeded before them.
  const products = await trx
    .selectFrom('products')
    .select('id')
    .where('online', '=', true)
    .orderBy('id')
    .limit(400)
    .execute();
  if (products.length > 0) {
    const wishlist = customers
      .filter(
        (customer) =>
          customer.status === 'active' && (Object.values(DEMO_ACCOUNTS) as string[]).includes(customer.email),
      )
      .flatMap((customer) =>
        random.sample(products, 4).map((product, index) => ({
          customer_id: customer.id,
          product_id: product.id,
          sku: null,
          added_at: new Date(today.getTime() - (index + 1) * 3 * 86_400_000),
        })),
      );
    await insertChunked(trx, 'wishlist_items', wishlist);
  }
}
