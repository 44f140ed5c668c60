import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { MOBILE_LENGTH, MOBILE_PREFIX, OTP_LENGTH, OTP_RESEND_SECONDS } from '../../../domain/constants';
import { errorMessage } from '../../authProvider/errors';
import type { SignInOutcome } from '../../authProvider/signInOutcome';
import { useLabels } from '../../i18n/translate';
import { FormMessage } from '../../components/form/FormMessage';
import { muiField } from '../../components/form/muiField';
import { TextInput } from '../../components/form/TextInput';
import { lazyZodResolver, loadLoginKit } from './lazyLoginKit';
import { useCountdown } from './useCountdown';

type MobileForm = { mobile: string };
type OtpForm = { otp: string };

const mobileResolver = lazyZodResolver<MobileForm>((kit) => kit.technicianMobileSchema);
const otpResolver = lazyZodResolver<OtpForm>((kit) => kit.technicianOtpSchema);
const digitsOnly = (value: string, length: number) => value.replace(/\D/g, '').slice(0, length);

/**
 * Technician tab: 'Get OTP' is enabled once the number is valid; then the
 * code with 'Verify OTP' and a 30-second countdown before 'Resend OTP'.
 */
export function TechnicianLoginForm({ onOutcome }: { onOutcome: (outcome: SignInOutcome) => void }) {
  const t = useLabels();
  const [step, setStep] = useState<'mobile' | 'otp'>('mobile');
  const [failure, setFailure] = useState<string>();
  const countdown = useCountdown(OTP_RESEND_SECONDS);
  const mobileForm = useForm<MobileForm>({ resolver: mobileResolver, mode: 'onChange', defaultValues: { mobile: '' } });
  // Checked as typed: Verify waits for the whole code, and the field says what is missing.
  const otpForm = useForm<OtpForm>({ resolver: otpResolver, mode: 'onChange', defaultValues: { otp: '' } });
  const mobile = useWatch({ control: mobileForm.control, name: 'mobile' });

  const sendOtp = async () => {
    setFailure(undefined);
    const kit = await loadLoginKit();
    try {
      const result = await kit.requestTechnicianOtp(mobileForm.getValues('mobile'));
      if (!result.sent) {
        mobileForm.setError('mobile', { message: result.message });
        return;
      }
      otpForm.reset({ otp: '' });
      setStep('otp');
      countdown.restart();
    } catch (error) {
      setFailure(errorMessage(error, kit.TECHNICIAN_MESSAGES.invalidOtp));
    }
  };

  const verifyOtp = otpForm.handleSubmit(async ({ otp }) => {
    setFailure(undefined);
    const kit = await loadLoginKit();
    try {
      const result = await kit.verifyTechnicianOtp(otp);
      if (result.step === 'retry') {
        otpForm.setError('otp', { message: kit.TECHNICIAN_MESSAGES.invalidOtp });
      } else if (result.step === 'restart') {
        setStep('mobile');
        setFailure(kit.TECHNICIAN_MESSAGES.invalidOtp);
      } else {
        onOutcome(result);
      }
    } catch (error) {
      setFailure(errorMessage(error, kit.TECHNICIAN_MESSAGES.invalidOtp));
    }
  });

  const mobileField = muiField(mobileForm.register, mobileForm.formState.errors, 'mobile');
  const otpField = muiField(otpForm.register, otpForm.formState.errors, 'otp');

  return (
    <Box onInput={() => void loadLoginKit()}>
      <Box component="form" noValidate onSubmit={mobileForm.handleSubmit(sendOtp)}>
        <TextInput
          {...mobileField}
          onChange={(event) => {
            event.target.value = digitsOnly(event.target.value, MOBILE_LENGTH);
            return mobileField.onChange(event);
          }}
          label={t('auth.mobile')}
          type="tel"
          autoComplete="tel-national"
          disabled={step === 'otp'}
          startAdornment={<InputAdornment position="start">{MOBILE_PREFIX}</InputAdornment>}
          inputProps={{ inputMode: 'numeric', maxLength: MOBILE_LENGTH }}
        />
        {step === 'mobile' && (
          // After 'Change number' the identity service takes a new request only once the 30 s are over: the button
          // counts them down.
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            sx={{ mt: 2 }}
            disabled={!mobileForm.formState.isValid || countdown.remaining > 0}
            loading={mobileForm.formState.isSubmitting}
          >
            {countdown.remaining > 0 ? t('auth.getOtpIn', { seconds: countdown.remaining }) : t('auth.getOtp')}
          </Button>
        )}
      </Box>
      {step === 'otp' && (
        <Box component="form" noValidate onSubmit={verifyOtp}>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('auth.otpSent', { mobile })}{' '}
            <Link component="button" type="button" variant="body2" onClick={() => setStep('mobile')}>
              {t('auth.changeNumber')}
            </Link>
          </Typography>
          <TextInput
            {...otpField}
            // The code is digits only: letters never reach the field.
            onChange={(event) => {
              event.target.value = digitsOnly(event.target.value, OTP_LENGTH);
              return otpField.onChange(event);
            }}
            label={t('auth.otp')}
            autoComplete="one-time-code"
            autoFocus
            inputProps={{ inputMode: 'numeric', maxLength: OTP_LENGTH }}
          />
          <Box sx={{ textAlign: 'right' }}>
            {countdown.remaining > 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('auth.resendIn', { seconds: countdown.remaining })}
              </Typography>
            ) : (
              <Link component="button" type="button" variant="body2" onClick={sendOtp}>
                {t('auth.resendOtp')}
              </Link>
            )}
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            sx={{ mt: 2 }}
            loading={otpForm.formState.isSubmitting}
            disabled={!otpForm.formState.isValid}
          >
            {t('auth.verifyOtp')}
          </Button>
        </Box>
      )}
      <FormMessage message={failure} />
    </Box>
  );
}
