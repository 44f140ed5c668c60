import { describe, expect, it } from 'vitest';
import { toApiFilters } from '../../src/dataProvider/filterKeys';

describe('react-admin filter keys -> API filters', () => {
  const types = { name: 'text', status: 'select', code: 'number', createdAt: 'date', state: 'multiSelect' } as const;

  it('uses the default operator of each input type', () => {
    expect(
      toApiFilters(
        { name: 'sam', status: 'Publish', code: '560001', createdAt: '2026-01-31', state: ['Kerala'] },
        types,
      ),
    ).toEqual([
      { property: 'name', operator: 'contains', value: 'sam' },
      { property: 'status', operator: 'equal', value: 'Publish' },
      { property: 'code', operator: 'equal', value: 560001 },
      { property: 'createdAt', operator: 'dateEqual', value: '2026-01-31' },
      { property: 'state', operator: 'in', value: ['Kerala'] },
    ]);
  });

  it('honours an explicit operator in the key', () => {
    expect(toApiFilters({ 'createdAt@isAfter': '2026-01-01', 'name@startsWith': 'Sa' }, types)).toEqual([
      { property: 'createdAt', operator: 'isAfter', value: '2026-01-01' },
      { property: 'name', operator: 'startsWith', value: 'Sa' },
    ]);
  });

  it('drops blank values', () => {
    expect(toApiFilters({ name: '   ', status: '', state: [], code: undefined, area: null }, types)).toEqual([]);
  });

  it('infers the operator when the resource declares no input type', () => {
    expect(toApiFilters({ name: 'x', ids: [1, 2], count: 3, active: true })).toEqual([
      { property: 'name', operator: 'contains', value: 'x' },
      { property: 'ids', operator: 'in', value: [1, 2] },
      { property: 'count', operator: 'equal', value: 3 },
      { property: 'active', operator: 'equal', value: true },
    ]);
  });

  it('drops a number filter that is not a number', () => {
    expect(toApiFilters({ code: 'abc' }, types)).toEqual([]);
  });
});
