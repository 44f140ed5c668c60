import type { Texts } from './texts';

/**
 * English labels of the technician screens: the list (`technicians`, `resources.technicians`) and the add page and
 * profile (`technician`). Spec messages (toasts, field errors, banners) come from domain/technicians and stay English
 * (spec 000 §9: layout labels only).
 */
export const technicianMessages = {
  resources: {
    technicians: {
      name: 'Technician |||| Technicians',
      fields: {
        id: 'ID',
        name: 'Name',
        firstName: 'First Name',
        lastName: 'Last Name',
        mobile: 'Mobile',
        email: 'Email',
        channelPartnerName: 'Channel Partner',
        channelPartnerId: 'Channel Partner ID',
        city: 'City',
        state: 'State',
        status: 'Status',
        createdAt: 'Created At',
        lastUpdate: 'Last Update',
      },
    },
  },
  technicians: {
    add: 'Add Technician',
    actions: 'Actions',
    continue: 'Continue',
    view: 'View',
  },
  technician: {
    addTitle: 'Add Technician',
    added: 'Technician added',
    editBasicDetails: 'Edit Basic Profile Details',
    basicInfo: 'Basic Information',
    viewDetails: 'View Details',
    hideDetails: 'Hide Details',
    referralCode: 'Referral Code',
    rewardPoints: 'Reward Points',
    channelPartner: 'Channel Partner',
    channelPartnerName: 'Channel Partner Name',
    channelPartnerId: 'Channel Partner ID',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    mobile: 'Mobile Number',
    currentAddress: 'Current Address',
    permanentAddress: 'Permanent Address',
    sameAsCurrent: 'Same as Current Address',
    addressLine1: 'Address Line 1',
    addressLine2: 'Address Line 2',
    landmark: 'Landmark',
    pincode: 'Pincode',
    area: 'Area',
    city: 'City',
    state: 'State',
    missingTitle: 'Complete these items before the profile can be submitted or approved',
    approval: 'Approval',
    remark: 'Remark',
    approve: 'Approve',
    reject: 'Reject',
    resubmit: 'Resubmit',
  },
};

/**
 * A translation of the technician screens: every key of the English messages, so the compiler and a test catch a gap.
 */
export type TechnicianTranslation = Texts<typeof technicianMessages>;
