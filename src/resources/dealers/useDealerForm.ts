import { zodResolver } from '../../i18n/messageResolver';
import { useForm } from 'react-hook-form';
import {
  addDealerSchema,
  dealerBasicDetailsSchema,
  type AddDealerInput,
  type Dealer,
} from '../../../domain/dealers/dealer';
import { pincodeBlocksSave, useAddressLookup } from '../../components/form/AddressFields';
import { applyServerErrors, type FieldErrorSink } from '../../components/profile/serverErrors';

/** What the form holds: the add call's fields (the e-mail shown read-only when editing). */
export type DealerFormValues = AddDealerInput;

const EMPTY_ADDRESS = { addressLine1: '', addressLine2: '', landmark: '', pincode: '', area: '', city: '', state: '' };

function defaults(dealer: Dealer | undefined): DealerFormValues {
  const address = dealer?.address;
  return {
    firmName: dealer?.firmName ?? '',
    contactName: dealer?.contactName ?? '',
    email: dealer?.email ?? '',
    mobile: dealer?.mobile ?? '',
    typeOfFirm: (dealer?.typeOfFirm ?? '') as DealerFormValues['typeOfFirm'],
    gstin: dealer?.gstin ?? '',
    address: address
      ? { ...address, landmark: address.landmark ?? '', pincode: String(address.pincode) }
      : { ...EMPTY_ADDRESS },
    channelPartnerId: dealer?.channelPartner?.id ?? null,
  };
}

/**
 * The dealer's basic details as a form (dealers/add and the Edit dialog): the domain's schema and messages (the
 * add schema with the e-mail, the basic-details one without), the address with its pincode look-up, and the API's
 * field messages (409 'This email is already in use', the mobile in use) under their fields.
 */
export function useDealerForm(dealer: Dealer | undefined) {
  // The e-mail is the sign-in: editing keeps it, so only the add form checks it.
  const schema = dealer ? dealerBasicDetailsSchema : addDealerSchema;
  const form = useForm<DealerFormValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: defaults(dealer),
    mode: 'onTouched',
  });
  const lookup = useAddressLookup(form, 'address');
  const onServerError: FieldErrorSink = (error) => applyServerErrors(error, form.setError);
  const { isSubmitting, isDirty } = form.formState;
  return {
    form,
    lookup,
    onServerError,
    saveDisabled: isSubmitting || pincodeBlocksSave(lookup) || (!!dealer && !isDirty),
  };
}
