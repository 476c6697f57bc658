import { describe, expect, it, jest } from '@jest/globals';
import { warmUpIntl } from './warm-up-intl';

describe('warmUpIntl', () => {
  it("asks the runtime for the locale's number and date data, in two tasks", async () => {
    const numbers = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const warming = warmUpIntl('fr-CA');
    expect(numbers).toHaveBeenCalledWith('fr-CA');
    expect(dates).not.toHaveBeenCalled();
    await warming;
    expect(dates).toHaveBeenCalledWith('fr-CA');
  });
});
