import { titleFromSlug } from './title-from-slug';

describe('titleFromSlug', () => {
  it.each([
    ['customer-service/delivery', 'Delivery'],
    ['sydney-pitt-street', 'Sydney pitt street'],
    ['bagues-de-fian%C3%A7ailles', 'Bagues de fiançailles'],
    ['%E0%A4%A', '%E0%A4%A'],
    ['', ''],
  ])('%s → %s', (slug, title) => expect(titleFromSlug(slug)).toBe(title));
});
