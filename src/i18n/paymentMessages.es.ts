import type { PaymentTranslation } from './paymentMessages';

/** Spanish labels of the payments screens. */
export const paymentMessagesEs: PaymentTranslation = {
  /** Payment modes (domain/requests/booking PAYMENT_METHODS), as every screen shows them. */
  statuses: { Link: 'Pagar por enlace', Cash: 'Efectivo', PayLater: 'Pagar más tarde' },
  resources: {
    payments: {
      name: 'Pago |||| Pagos',
      fields: {
        id: 'ID de pago',
        requestId: 'ID de solicitud',
        requestKind: 'Tipo de solicitud',
        requestStatus: 'Estado de la solicitud',
        purpose: 'Para',
        method: 'Modo de pago',
        status: 'Estado del pago',
        amountPaise: 'Importe',
        channelPartnerId: 'Socio de canal',
        channelPartnerName: 'Socio de canal',
        customerName: 'Nombre del cliente',
        createdAt: 'Fecha',
        'createdAt@isAfter': 'Desde',
        'createdAt@isBefore': 'Hasta',
        lastUpdate: 'Última actualización',
        linkUrl: 'Enlace de pago',
      },
    },
  },
  payments: {
    title: 'Pagos',
    payment: 'Pago',
    transactions: 'Transacciones',
    noTransactions: 'Aún no hay transacciones',
    transaction: {
      createdAt: 'Fecha',
      kind: 'Tipo',
      gateway: 'Pasarela',
      reference: 'Referencia',
      amount: 'Importe',
      status: 'Estado',
      remark: 'Observación',
    },
    kinds: { Payment: 'Pago', Collection: 'Cobro', Refund: 'Reembolso' },
    purposes: { Booking: 'Reserva', Charges: 'Cargos' },
    recordCollection: 'Registrar cobro',
    refund: 'Reembolsar',
    refundWarning: 'El importe vuelve al cliente y el pago queda reembolsado. Indique el motivo.',
    resendLink: 'Enviar enlace de nuevo',
    collected: 'Pago cobrado',
    refunded: 'Pago reembolsado',
    linkSent: 'Enlace de pago enviado',
    failed: 'Algo salió mal',
  },
  linkPayment: {
    title: 'Pago',
    checking: 'Comprobando su pago…',
    paid: '¡Gracias! Hemos recibido su pago de %{amount} para la solicitud %{requestId}.',
    failed:
      'Su pago para la solicitud %{requestId} no se completó. No ' +
      'se cobró nada; puede pagar de nuevo con el enlace de su SMS.',
    pending: 'Su pago para la solicitud %{requestId} aún no está confirmado. Vuelva a comprobarlo en unos minutos.',
    refunded: 'El pago de la solicitud %{requestId} fue reembolsado.',
    invalid: 'No se pudo verificar este enlace de pago.',
  },
};
