import { getLocaleSetting } from './locale-settings';
import { australianStates, canadianProvincesEnglish, canadianProvincesFrench } from './state-options';

describe('state options', () => {
  it('offers 8 Australian states and territories, 13 Canadian provinces and territories, none in New Zealand', () => {
    expect(getLocaleSetting('en-AU').stateOptions).toHaveLength(8);
    expect(getLocaleSetting('en-CA').stateOptions).toHaveLength(13);
    expect(getLocaleSetting('fr-CA').stateOptions).toHaveLength(13);
    expect(getLocaleSetting('en-NZ').stateOptions).toHaveLength(0);
  });

  it('uses the abbreviation as the Australian value', () => {
    expect(australianStates.map((state) => state.value).sort()).toEqual(
      ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'].sort(),
    );
    expect(australianStates.find((state) => state.value === 'NSW')?.label).toBe('New South Wales');
  });

  it('labels Canadian provinces in French for fr-CA', () => {
    const french = (abbreviation: string) =>
      canadianProvincesFrench.find((p) => p.abbreviation === abbreviation)?.label;
    expect(french('BC')).toBe('Colombie-Britannique');
    expect(french('QC')).toBe('Québec');
    expect(french('NL')).toBe('Terre-Neuve-et-Labrador');
    expect(french('NT')).toBe('Territoires du Nord-Ouest');
    expect(french('PE')).toBe('Île-du-Prince-Édouard');
    expect(french('NS')).toBe('Nouvelle-Écosse');
    expect(french('NB')).toBe('Nouveau-Brunswick');
  });

  it('spells out Yukon as the French value but keeps YT as its abbreviation', () => {
    expect(canadianProvincesFrench.find((p) => p.label === 'Yukon')).toEqual({
      label: 'Yukon',
      value: 'Yukon',
      abbreviation: 'YT',
    });
    expect(canadianProvincesEnglish.find((p) => p.label === 'Yukon')?.value).toBe('YT');
  });

  it('covers the same provinces in both languages', () => {
    const abbreviations = (options: typeof canadianProvincesEnglish) => options.map((p) => p.abbreviation).sort();
    expect(abbreviations(canadianProvincesFrench)).toEqual(abbreviations(canadianProvincesEnglish));
  });
});
