import type { Texts } from './texts';

/**
 * English labels of the reward-points screen: the ledger's columns and filters (`resources.rewards`), the
 * matrix chart and the admin's credit/debit dialog (`rewards`), and the entry kinds and holder types as choices
 * (`statuses`, which the filter selects and cells translate by value). Spec messages come from domain/rewards.
 */
export const rewardMessages = {
  resources: {
    rewards: {
      name: 'Reward Entry |||| Reward Entries',
      fields: {
        createdAt: 'Date',
        userName: 'User',
        holderName: 'Name',
        holderType: 'Holder',
        holderId: 'Holder Id',
        idType: 'Type',
        id: 'Reference',
        description: 'Description',
        points: 'Points',
        'createdAt@isAfter': 'From Date',
        'createdAt@isBefore': 'To Date',
      },
    },
  },
  rewards: {
    title: 'Reward Points',
    matrix: 'Points by month',
    matrixRange: 'Months shown',
    months: { '6': 'Last 6 months', '12': 'Last 12 months', '24': 'Last 24 months' },
    credited: 'Credited',
    debited: 'Debited',
    encashed: 'Encashed',
    noMatrix: 'No points moved in these months',
    loadingMatrix: 'Loading the chart',
    chartLabel: 'Reward points credited, debited and encashed per month',
    addEntry: 'Credit / Debit',
    entryTitle: 'Credit or debit reward points',
    holderType: 'Holder',
    userName: 'User name',
    userNameHelp: 'A customer’s mobile, a technician’s or a partner’s user name',
    kind: 'Entry',
    points: 'Points',
    reason: 'Reason',
    save: 'Save',
    saved: 'The entry is added: the balance is now %{balance}',
  },
  statuses: {
    Encashment: 'Encashment',
    Credit: 'Credit',
    Debit: 'Debit',
    Customer: 'Customer',
    Technician: 'Technician',
    'Channel Partner': 'Channel Partner',
  },
};

/** A translation of the reward screen: every key of the English messages, so the compiler and a test catch a gap. */
export type RewardTranslation = Texts<typeof rewardMessages>;
