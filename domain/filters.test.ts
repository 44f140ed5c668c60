import { describe, expect, it } from 'vitest';
import { FILTER_OPERATORS, filterRequestSchema, toFilterEntries } from './filters';

describe('filter contract', () => {
  it('has the fourteen operators', () => {
    expect(FILTER_OPERATORS).toHaveLength(14);
  });

  it('translates react-admin filter keys, explicit operators included', () => {
    expect(toFilterEntries({ name: 'sam', 'status@in': ['Publish'], 'createdAt@isAfter': '2026-01-01' })).toEqual([
      { property: 'name', operator: 'contains', value: 'sam' },
      { property: 'status', operator: 'in', value: ['Publish'] },
      { property: 'createdAt', operator: 'isAfter', value: '2026-01-01' },
    ]);
  });

  it('skips blank values', () => {
    expect(toFilterEntries({ name: '  ', status: [], code: null, city: undefined })).toEqual([]);
  });

  it('keeps value-less operators when switched on', () => {
    expect(toFilterEntries({ 'remark@isBlank': true, 'landmark@isPresent': false })).toEqual([
      { property: 'remark', operator: 'isBlank' },
    ]);
  });

  it('defaults paging and sorting and rejects unknown operators', () => {
    expect(filterRequestSchema.parse({})).toEqual({ filters: [], pageSize: 10, pageNumber: 1, sort: -1 });
    expect(
      filterRequestSchema.safeParse({ filters: [{ property: 'name', operator: 'like', value: 'x' }] }).success,
    ).toBe(false);
  });
});
