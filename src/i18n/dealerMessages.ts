import type { Texts } from './texts';

/**
 * English labels of the dealer screens: the list (`dealers`, `resources.dealers`) and the add page and profile
 * (`dealer`). Spec messages (toasts, field errors, banners) come from domain/dealers and stay English (spec 000 §9:
 * layout labels only).
 */
export const dealerMessages = {
  resources: {
    dealers: {
      name: 'Dealer |||| Dealers',
      fields: {
        id: 'ID',
        firmName: 'Firm Name',
        contactName: 'Contact Name',
        email: 'Email',
        mobile: 'Mobile',
        typeOfFirm: 'Type of Firm',
        gstin: 'GSTIN',
        city: 'City',
        state: 'State',
        pincode: 'Pincode',
        channelPartnerId: 'Channel Partner ID',
        channelPartnerName: 'Channel Partner',
        status: 'Status',
        createdAt: 'Created At',
        lastUpdate: 'Last Update',
      },
    },
  },
  dealers: {
    add: 'Add Dealer',
    tabs: 'Dealer statuses',
    tab: { all: 'All', invited: 'Invited', pending: 'Pending', verified: 'Verified' },
  },
  dealer: {
    addTitle: 'Add Dealer',
    myProfile: 'My Dealer Profile',
    basicDetails: 'Basic Details',
    editBasicDetails: 'Edit Basic Details',
    firmName: 'Firm Name',
    contactName: 'Contact Name',
    email: 'Email',
    mobile: 'Mobile',
    typeOfFirm: 'Type of Firm',
    gstin: 'GSTIN',
    channelPartner: 'Channel Partner',
    channelPartnerHint: 'Optional: the channel partner this dealer works with',
    address: 'Address',
    addressLine1: 'Address Line 1',
    addressLine2: 'Address Line 2',
    landmark: 'Landmark',
    pincode: 'Pincode',
    area: 'Area',
    city: 'City',
    state: 'State',
    missingTitle: 'Complete these items before the profile can be submitted',
    changeStatus: 'Change Status',
    newStatus: 'New Status',
    remark: 'Remark',
    resendInvite: 'Resend Invite',
    revokeInvite: 'Revoke Invite',
    revokeConfirm: 'Revoke the invitation of this dealer? The link stops working.',
  },
};

/** A translation of the dealer screens: every key of the English messages, so the compiler and a test catch a gap. */
export type DealerTranslation = Texts<typeof dealerMessages>;
