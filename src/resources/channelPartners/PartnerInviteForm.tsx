import { PARTNER_RESOURCE } from '../../dataProvider/resourceNames';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useBasename, useNotify, useTranslate, useTranslateLabel } from 'ra-core';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FIRM_TYPES, MOBILE_PREFIX } from '../../../domain/constants';
import { INVITE_MESSAGES, primaryEmail as emailRule, type InviteForm } from '../../../domain/channelPartner/invite';
import { muiField } from '../../components/form/muiField';
import { SelectField } from '../../components/profile/SelectField';
import { applyServerErrors, fieldErrorsOf } from '../../components/profile/serverErrors';
import { usePartnerApi } from './api';
import { emailKey, inviteResolver, type InviteValues } from './inviteResolver';

const MOBILE_DIGITS = 10;
const EMPTY: InviteForm = { name: '', primaryEmail: '', primaryMobile: '', typeOfFirm: '' as InviteForm['typeOfFirm'] };

interface Props {
  /** Label key of the submit button ('Send Invite', 'Add and Continue'). */
  submitLabel: string;
  /** Where Cancel goes, below /dashboard. */
  cancelTo: string;
  /** Sends the form; a rejected HttpError's `errors` land on the fields. */
  onSubmit: (values: InviteValues) => Promise<void>;
}

/**
 * Name, primary e-mail, primary mobile (+91) and type of firm of a new channel partner, shared by
 * the invitation (addNew) and the direct add (management/add). The e-mail is checked as the user leaves the field
 * and again by the server.
 */
export function PartnerInviteForm({ submitLabel, cancelTo, onSubmit }: Props) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const notify = useNotify();
  const basename = useBasename();
  const api = usePartnerApi();
  // One set for the form's lifetime, filled as addresses turn out to be taken.
  const [emailsInUse] = useState(() => new Set<string>());
  const resolver = useMemo(() => inviteResolver(emailsInUse), [emailsInUse]);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<InviteForm, unknown, InviteValues>({ resolver, mode: 'onTouched', defaultValues: EMPTY });
  const label = (source: string) => String(translateLabel({ source, resource: PARTNER_RESOURCE }));

  const checkEmail = async () => {
    const email = emailKey(getValues('primaryEmail'));
    if (!emailRule.safeParse(email).success || emailsInUse.has(email)) return;
    try {
      if (await api.emailExists(email)) {
        emailsInUse.add(email);
        await trigger('primaryEmail');
      }
    } catch {
      // The server checks the e-mail again when the form is sent.
    }
  };

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (fieldErrorsOf(error).primaryEmail === INVITE_MESSAGES.emailInUse)
        emailsInUse.add(emailKey(values.primaryEmail));
      if (applyServerErrors(error, setError)) return;
      const text = error instanceof Error && error.message ? error.message : translate('ra.notification.http_error');
      notify(text, { type: 'error', messageArgs: { _: text } });
    }
  });

  const email = muiField(register, errors, 'primaryEmail');
  return (
    <Card component="form" noValidate onSubmit={submit} sx={{ maxWidth: 720 }}>
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...muiField(register, errors, 'name')} label={label('name')} required autoFocus />
        <TextField
          {...email}
          onBlur={(event) => {
            void email.onBlur(event);
            void checkEmail();
          }}
          label={label('primaryEmail')}
          type="email"
          autoComplete="off"
          required
        />
        <Controller
          name="primaryMobile"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              id="primaryMobile"
              inputRef={field.ref}
              onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, MOBILE_DIGITS))}
              label={label('primaryMobile')}
              required
              error={fieldState.invalid}
              helperText={fieldState.error?.message ?? ' '}
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">{MOBILE_PREFIX}</InputAdornment> },
                htmlInput: { inputMode: 'numeric', maxLength: MOBILE_DIGITS },
              }}
            />
          )}
        />
        <SelectField
          control={control}
          name="typeOfFirm"
          label={label('typeOfFirm')}
          options={FIRM_TYPES}
          fixedChoices
          required
          size="medium"
        />
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button component={Link} to={`${basename}/${cancelTo}`} disabled={isSubmitting}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {translate(submitLabel)}
        </Button>
      </CardActions>
    </Card>
  );
}
