import { describe, expect, it } from 'vitest';
import { shippedPackages } from '../../scripts/vite/aboutBuild';
import { BUILD_INFO, matchingPackages } from '../../src/app/about/buildInfo';
import { formatSize } from '../../src/resources/apks/api';
import { driveListConfig } from '../../src/resources/ewasteDrives/listConfig';

describe('about page facts', () => {
  it('lists the production dependencies with their licences, not the development ones', () => {
    const packages = shippedPackages(process.cwd());
    expect(packages).toContainEqual(expect.objectContaining({ name: 'react-admin', licence: 'MIT' }));
    expect(packages.map((entry) => entry.name)).not.toContain('vitest');
    expect(packages.every((entry) => entry.version && entry.licence)).toBe(true);
  });

  it('searches packages by name or licence, ignoring case', () => {
    const packages = [
      { name: 'react-admin', version: '5.0.0', licence: 'MIT' },
      { name: '@aws-amplify/core', version: '6.0.0', licence: 'Apache-2.0' },
    ];
    expect(matchingPackages(packages, 'APACHE').map((entry) => entry.name)).toEqual(['@aws-amplify/core']);
    expect(matchingPackages(packages, ' react ').map((entry) => entry.name)).toEqual(['react-admin']);
    expect(matchingPackages(packages, '')).toHaveLength(2);
  });

  it("reads 'dev' when the build did not write its facts in", () => {
    expect(BUILD_INFO).toMatchObject({ version: 'dev', commit: 'dev', licencesUrl: undefined });
  });
});

describe('drives list and app builds', () => {
  it('offers the Active partners by name and the states of the drives as filter choices', () => {
    const config = driveListConfig({
      statuses: ['Planned', 'Completed', 'Cancelled'],
      channelPartners: [{ id: 'CP101', name: 'GreenFix Services' }],
      states: ['Karnataka'],
      categories: [],
      weightUoms: [],
      disposalMethods: [],
    });
    const filter = (source: string) => config.filters.find((entry) => entry.source === source);
    expect(filter('channelPartnerId')).toMatchObject({
      input: 'multiSelect',
      choices: ['CP101'],
      choiceLabels: { CP101: 'GreenFix Services' },
    });
    expect(filter('state')).toMatchObject({ choices: ['Karnataka'] });
    expect(filter('status')?.choices).toEqual(['Planned', 'Completed', 'Cancelled']);
    expect(config.defaultSort).toEqual({ field: 'driveDate', order: 'DESC' });
  });

  it('shows build sizes in KB and MB', () => {
    expect(formatSize(4994)).toBe('5 KB');
    expect(formatSize(48.25 * 1024 * 1024)).toBe('48.3 MB');
    expect(formatSize(undefined)).toBe('--');
  });
});
