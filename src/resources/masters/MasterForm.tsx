import { useTranslate } from 'ra-core';
import Box from '@mui/material/Box';
import { BooleanInput, NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { use, type ReactElement } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { loadZodResolver } from './config/schemas';
import type { MasterConfig, MasterField } from './config/types';
import { ChoicesFromInput } from './inputs/ChoicesFromInput';
import { DateInput } from './inputs/DateInput';
import { DistinctInput } from './inputs/DistinctInput';
import { HiddenInput } from './inputs/HiddenInput';
import { ImageInput } from './inputs/ImageInput';
import { ReferenceInput } from './inputs/ReferenceInput';
import { TagsInput } from './inputs/TagsInput';
import { requiredFields } from './requiredFields';

export type FormMode = 'create' | 'edit';

/** One form layout for every master: two columns from 900 px, one below; long text and images take the full row. */
const FIELD_GRID = {
  display: 'grid',
  columnGap: 3,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  width: '100%',
  maxWidth: 960,
} as const;
const WIDE_INPUTS = new Set<MasterField['input']>(['textarea', 'image', 'tags']);

function FieldInput({ field, mode }: { field: MasterField; mode: FormMode }) {
  const translate = useTranslate();
  const disabled = mode === 'edit' && field.readOnlyOnEdit;
  // One size for every input (react-admin's NumberInput is small by default, the text inputs are not).
  const common = {
    source: field.source,
    defaultValue: field.defaultValue,
    disabled,
    fullWidth: true,
    size: 'medium' as const,
    isRequired: field.required,
  };
  switch (field.input) {
    case 'select':
      if (field.choicesFrom) return <ChoicesFromInput field={field} />;
      return (
        <SelectInput
          {...common}
          choices={(field.choices ?? []).map((value) => ({
            id: value,
            name: translate(`statuses.${value}`, { _: String(value) }),
          }))}
          translateChoice={false}
        />
      );
    case 'number':
      return <NumberInput {...common} />;
    case 'boolean':
      return (
        <BooleanInput
          source={field.source}
          defaultValue={field.defaultValue ?? false}
          disabled={disabled}
          isRequired={field.required}
        />
      );
    case 'textarea':
      return <TextInput {...common} multiline minRows={3} />;
    case 'reference':
      return <ReferenceInput field={field} disabled={disabled} />;
    case 'tags':
      return <TagsInput field={field} />;
    case 'date':
      return <DateInput field={field} />;
    case 'distinct':
      return <DistinctInput field={field} />;
    case 'hidden':
      return <HiddenInput field={field} />;
    case 'image':
      return <ImageInput field={field} disabled={disabled} />;
    default:
      return <TextInput {...common} />;
  }
}

/**
 * A master's form from its fields, validated by its domain schema (downloaded with the master's form, usually ahead of
 * it while its list shows); server field errors land on the fields.
 */
export function MasterForm({
  config,
  mode,
  toolbar,
}: {
  config: MasterConfig;
  mode: FormMode;
  toolbar?: ReactElement;
}) {
  const { zodResolver } = use(loadZodResolver());
  const schemas = use(config.schemas!());
  const schema = mode === 'create' ? schemas.create : schemas.update;
  const resolver = zodResolver(schema as never) as unknown as Resolver<FieldValues>;
  const required = requiredFields(schema);
  const fields = (config.fields ?? [])
    .filter((field) => mode === 'create' || !field.createOnly)
    .map((field) => ({ ...field, required: required.has(field.source) }));
  return (
    <SimpleForm resolver={resolver} toolbar={toolbar}>
      <Box sx={FIELD_GRID}>
        {fields.map((field) => (
          <Box key={field.source} sx={WIDE_INPUTS.has(field.input) ? { gridColumn: '1 / -1' } : undefined}>
            <FieldInput field={field} mode={mode} />
          </Box>
        ))}
      </Box>
    </SimpleForm>
  );
}
