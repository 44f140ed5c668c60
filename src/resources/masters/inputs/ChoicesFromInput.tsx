import { useGetOne } from 'ra-core';
import { SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { MasterField } from '../config/types';

/** A select whose choices are a list on the referenced record (the product types of the chosen product). */
export function ChoicesFromInput({ field }: { field: MasterField }) {
  const from = field.choicesFrom!;
  const id = useWatch({ name: from.field }) as string | undefined;
  const { data } = useGetOne(from.reference, { id: id ?? '' }, { enabled: Boolean(id) });
  const values = Array.isArray(data?.[from.list]) ? (data[from.list] as string[]) : [];
  if (id && data && values.length === 0)
    return <TextInput source={field.source} isRequired={field.required} fullWidth />;
  return (
    <SelectInput
      source={field.source}
      choices={values.map((value) => ({ id: value, name: value }))}
      translateChoice={false}
      disabled={!id}
      isRequired={field.required}
      fullWidth
    />
  );
}
