import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { HttpError, useTranslate } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { MOBILE_PREFIX } from '../../../domain/constants';
import { CUSTOMER_MESSAGES, CUSTOMER_NAME_SEARCH_MIN, customerMobile } from '../../../domain/customers/customer';
import type { CustomerMatch, CustomerRecord } from '../../../domain/customers/records';
import { SectionCard } from '../../components/profile/SectionCard';
import { useDebouncedValue } from '../../components/profile/useDebouncedValue';
import { useCustomerApi } from './api';
import { CustomerProfileDialog } from './CustomerProfileDialog';

type Outcome = { state: 'idle' | 'looking' } | { state: 'notFound'; mobile: string } | { state: 'failed' };

export interface CustomerSearchPanelProps {
  /** A customer found (or just created). */
  onFound: (customer: CustomerRecord) => void;
  defaultExpanded?: boolean;
}

const matchLabel = (match: CustomerMatch) => `${match.firstName} ${match.lastName} (${match.mobileNumber})`;

/**
 * The Search Customer panel: a mobile number or a name found on the server from
 * three characters, either clearing the other; not found offers Create Account with the mobile filled.
 */
export function CustomerSearchPanel({ onFound, defaultExpanded = true }: CustomerSearchPanelProps) {
  const translate = useTranslate();
  const api = useCustomerApi();
  const [mobile, setMobile] = useState('');
  const [mobileTouched, setMobileTouched] = useState(false);
  const [nameText, setNameText] = useState('');
  const [match, setMatch] = useState<CustomerMatch | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const [creating, setCreating] = useState<string | null>(null);

  const typedName = useDebouncedValue(nameText.trim());
  const names = useQuery({
    queryKey: ['customerNames', typedName],
    queryFn: () => api.searchByName(typedName),
    enabled: typedName.length >= CUSTOMER_NAME_SEARCH_MIN && match === null,
    staleTime: 30 * 1000,
  });

  const parsedMobile = customerMobile.safeParse(mobile);
  const mobileError =
    mobile !== '' && mobileTouched && !parsedMobile.success ? translate(CUSTOMER_MESSAGES.mobileInvalid) : undefined;
  const key = match ? match.username : parsedMobile.success ? parsedMobile.data : undefined;

  const typeMobile = (value: string) => {
    setMobile(value);
    setMobileTouched(false);
    setOutcome({ state: 'idle' });
    if (value) {
      setMatch(null);
      setNameText('');
    }
  };
  const typeName = (value: string) => {
    setNameText(value);
    setOutcome({ state: 'idle' });
    if (value) {
      setMobile('');
      setMobileTouched(false);
    }
  };

  const getDetails = async (event: FormEvent) => {
    event.preventDefault();
    setMobileTouched(true);
    if (!key) return;
    setOutcome({ state: 'looking' });
    try {
      const customer = await api.customer(key);
      setOutcome({ state: 'idle' });
      onFound(customer);
    } catch (error) {
      const notFound = error instanceof HttpError && error.status === 404;
      setOutcome(notFound ? { state: 'notFound', mobile: match ? '' : key } : { state: 'failed' });
    }
  };

  const nameHint =
    nameText.trim().length > 0 && nameText.trim().length < CUSTOMER_NAME_SEARCH_MIN && !match
      ? translate('customers.typeMore')
      : names.isFetching
        ? translate('customers.searching')
        : ' ';
  return (
    <SectionCard title={translate('customers.searchTitle')} defaultExpanded={defaultExpanded}>
      <Box
        component="form"
        onSubmit={getDetails}
        noValidate
        sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: { md: 'flex-start' } }}
      >
        <TextField
          label={translate('customers.mobileNumber')}
          value={mobile}
          onChange={(event) => typeMobile(event.target.value)}
          onBlur={() => setMobileTouched(true)}
          size="small"
          error={!!mobileError}
          helperText={mobileError ?? ' '}
          sx={{ minWidth: { md: 240 } }}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">{MOBILE_PREFIX}</InputAdornment> },
            htmlInput: { inputMode: 'numeric', maxLength: 10 },
          }}
        />
        <Typography color="text.secondary" sx={{ pt: { md: 1 }, textAlign: 'center' }}>
          {translate('customers.or')}
        </Typography>
        <Autocomplete<CustomerMatch>
          size="small"
          sx={{ flexGrow: 1, minWidth: { md: 280 } }}
          options={match ? [match] : (names.data ?? [])}
          value={match}
          inputValue={nameText}
          filterOptions={(options) => options}
          getOptionLabel={matchLabel}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          noOptionsText={
            nameText.trim().length < CUSTOMER_NAME_SEARCH_MIN
              ? translate('customers.typeMore')
              : translate('customers.noMatches')
          }
          loading={names.isFetching}
          onInputChange={(_, value, reason) => {
            if (reason === 'reset') return;
            setMatch(null);
            typeName(value);
          }}
          onChange={(_, value) => {
            setMatch(value);
            typeName(value ? matchLabel(value) : '');
          }}
          renderInput={(params) => (
            <TextField {...params} label={translate('customers.customerName')} helperText={nameHint} />
          )}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!key || outcome.state === 'looking'}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {translate('customers.getDetails')}
        </Button>
      </Box>
      {outcome.state === 'notFound' && (
        <Alert
          severity="info"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => setCreating(outcome.mobile)}>
              {translate('customers.createAccount')}
            </Button>
          }
        >
          {translate(CUSTOMER_MESSAGES.notFound)}
        </Alert>
      )}
      {outcome.state === 'failed' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate(CUSTOMER_MESSAGES.failed)}
        </Alert>
      )}
      {creating !== null && (
        <CustomerProfileDialog
          mobileNumber={creating}
          onClose={() => setCreating(null)}
          onSaved={(customer) => {
            setCreating(null);
            setOutcome({ state: 'idle' });
            onFound(customer);
          }}
        />
      )}
    </SectionCard>
  );
}
