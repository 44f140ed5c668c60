/**
 * English labels of the channel-partner screens, in the shape of the console's messages. They travel with these
 * screens' chunk and are layered under the console's translations by <ChannelPartnerMessages>, so a language
 * (or en.ts) that defines a key wins. Spec messages (toasts, field errors) come from domain/channelPartner.
 */
export const channelPartnerMessages = {
  resources: {
    'channel-partner': {
      name: 'Channel Partner |||| Channel Partners',
      fields: {
        id: 'ID',
        name: 'Name',
        typeOfFirm: 'Type of Firm',
        primaryEmail: 'Primary Email',
        primaryMobile: 'Primary Mobile',
        city: 'City',
        state: 'State',
        status: 'Status',
        contractStartDate: 'Contract Start Date',
        contractEndDate: 'Contract End Date',
        createdAt: 'Created At',
        lastUpdate: 'Last Update',
        'createdAt@isAfter': 'Created From',
        'createdAt@isBefore': 'Created Till',
      },
    },
  },
  channelPartners: {
    inviteTitle: 'Invite Channel Partner',
    addTitle: 'Add Channel Partner',
    invite: 'Invite Channel Partner',
    sendInvite: 'Send Invite',
    addPartner: 'Add and Continue',
    added: 'Channel Partner added',
    actions: 'Actions',
    open: 'Open',
    revoke: 'Revoke',
    revoked: 'Revoked',
    delete: 'Delete',
    deleted: 'Deleted',
    resend: 'Resend Link',
    continue: 'Continue',
    view: 'View',
    revokeTitle: 'Revoke the invitation?',
    revokeContent: 'The link sent to %{email} stops working and %{name} can no longer sign up with it.',
    deleteTitle: 'Delete the invitation?',
    deleteContent: "The invitation of %{name} is deleted. This can't be undone.",
    verifying: 'Checking your invitation link…',
  },
};
