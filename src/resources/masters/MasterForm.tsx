import { zodResolver } from '@hookform/resolvers/zod';
import { SelectInput, SimpleForm, TextInput } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { MasterConfig } from './config/types';

const choicesOf = (values: readonly string[] = []) => values.map((value) => ({ id: value, name: `statuses.${value}` }));

/** A master's form from its fields, validated by its domain schema; server field errors land on the fields. */
export function MasterForm({ config, schema }: { config: MasterConfig; schema: ZodType }) {
  const resolver = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  return (
    <SimpleForm resolver={resolver}>
      {(config.fields ?? []).map((field) =>
        field.input === 'select' ? (
          <SelectInput key={field.source} source={field.source} choices={choicesOf(field.choices)} defaultValue={field.defaultValue} translateChoice />
        ) : (
          <TextInput key={field.source} source={field.source} defaultValue={field.defaultValue} fullWidth />
        ),
      )}
    </SimpleForm>
  );
}
