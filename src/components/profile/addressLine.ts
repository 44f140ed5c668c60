/** The parts of an address shown on one line (partner office, technician addresses). */
interface AddressParts {
  addressLine1?: string | null;
  addressLine2?: string | null;
  landmark?: string | null;
  area?: string | null;
  city?: string | null;
  state?: string | null;
  pincode?: string | number | null;
}

/** One line of an address, blanks skipped. */
export const addressLine = (address: AddressParts | null | undefined) =>
  address
    ? [
        address.addressLine1,
        address.addressLine2,
        address.landmark,
        address.area,
        address.city,
        address.state,
        address.pincode,
      ]
        .filter((part) => part !== '' && part != null)
        .join(', ')
    : '';
