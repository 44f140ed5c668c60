import type { PaymentTranslation } from './paymentMessages';

/** German labels of the payments screens. */
export const paymentMessagesDe: PaymentTranslation = {
  /** Payment modes (domain/requests/booking PAYMENT_METHODS), as every screen shows them. */
  statuses: { Link: 'Per Link zahlen', Cash: 'Bar', PayLater: 'Später zahlen' },
  resources: {
    payments: {
      name: 'Zahlung |||| Zahlungen',
      fields: {
        id: 'Zahlungs-ID',
        requestId: 'Auftrags-ID',
        requestKind: 'Auftragsart',
        requestStatus: 'Auftragsstatus',
        purpose: 'Für',
        method: 'Zahlungsart',
        status: 'Zahlungsstatus',
        amountPaise: 'Betrag',
        channelPartnerId: 'Vertriebspartner',
        channelPartnerName: 'Vertriebspartner',
        customerName: 'Kundenname',
        createdAt: 'Datum',
        'createdAt@isAfter': 'Von Datum',
        'createdAt@isBefore': 'Bis Datum',
        lastUpdate: 'Letzte Änderung',
        linkUrl: 'Zahlungslink',
      },
    },
  },
  payments: {
    title: 'Zahlungen',
    payment: 'Zahlung',
    transactions: 'Transaktionen',
    noTransactions: 'Noch keine Transaktionen',
    transaction: {
      createdAt: 'Datum',
      kind: 'Art',
      gateway: 'Zahlungsdienst',
      reference: 'Referenz',
      amount: 'Betrag',
      status: 'Status',
      remark: 'Bemerkung',
    },
    kinds: { Payment: 'Zahlung', Collection: 'Einzug', Refund: 'Erstattung' },
    purposes: { Booking: 'Buchung', Charges: 'Zusatzkosten' },
    recordCollection: 'Einzug erfassen',
    refund: 'Erstatten',
    refundWarning: 'Der Betrag geht an den Kunden zurück und die Zahlung wird erstattet. Bitte begründen.',
    resendLink: 'Link erneut senden',
    collected: 'Zahlung eingezogen',
    refunded: 'Zahlung erstattet',
    linkSent: 'Zahlungslink gesendet',
    failed: 'Etwas ist schiefgelaufen',
  },
  linkPayment: {
    title: 'Zahlung',
    checking: 'Ihre Zahlung wird geprüft…',
    paid: 'Vielen Dank! Ihre Zahlung von %{amount} für Auftrag %{requestId} ist eingegangen.',
    failed:
      'Ihre Zahlung für Auftrag %{requestId} ist nicht durchgegangen. Es wurde ' +
      'nichts abgebucht; Sie können mit dem Link aus Ihrer SMS erneut zahlen.',
    pending:
      'Ihre Zahlung für Auftrag %{requestId} ist noch nicht bestätigt. Bitte prüfen Sie es in einigen Minuten erneut.',
    refunded: 'Die Zahlung für Auftrag %{requestId} wurde erstattet.',
    invalid: 'Dieser Zahlungslink konnte nicht geprüft werden.',
  },
};
