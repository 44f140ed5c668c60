import { createHmac } from 'node:crypto';
import type { InternalAxiosRequestConfig } from 'axios';
import Razorpay from 'razorpay';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { describe, expect, it } from 'vitest';
import { RAZORPAY_SIGNATURE_HEADER, RazorpayGateway } from '../src/platform/paymentGateway/razorpay';
import {
  linkCallbackSignature,
  verifyLinkCallback,
  verifyWebhookBody,
} from '../src/platform/paymentGateway/signatures';

/**
 * The Razorpay Payment Links gateway without the network: its signature checks against Razorpay's own package and the
 * documented callback example, and the requests it makes, caught at the HTTP adapter of the real `razorpay` client.
 */

const KEYS = {
  keyId: 'rzp_test_1DP5mmOlF5G5ag',
  keySecret: 'thisisatestsecret',
  webhookSecret: 'webhook-secret-for-tests',
};

/** The redirect of Razorpay's Payment Links documentation (callback URL parameters). */
const DOCUMENTED_CALLBACK = {
  paymentId: 'pay_Fc8mUeDrEKf08Y',
  linkId: 'plink_Fc8lXILABzQL7M',
  referenceId: 'TSsd1989',
  linkStatus: 'partially_paid',
};

describe('Razorpay signatures', () => {
  it(
    'signs a Payment Link redirect as Razorpay documents it (link id ' +
      '| reference | status | payment id), as its own package checks it',
    () => {
      const signature = linkCallbackSignature(DOCUMENTED_CALLBACK, KEYS.keySecret);
      const payload = 'plink_Fc8lXILABzQL7M|TSsd1989|partially_paid|pay_Fc8mUeDrEKf08Y';
      expect(signature).toBe(createHmac('sha256', KEYS.keySecret).update(payload).digest('hex'));
      const razorpaySays = validatePaymentVerification(
        {
          payment_link_id: DOCUMENTED_CALLBACK.linkId,
          payment_id: DOCUMENTED_CALLBACK.paymentId,
          payment_link_reference_id: 'TSsd1989',
          payment_link_status: 'partially_paid',
        },
        signature,
        KEYS.keySecret,
      );
      expect(razorpaySays).toBe(true);
      expect(verifyLinkCallback({ ...DOCUMENTED_CALLBACK, signature }, KEYS.keySecret)).toBe(true);
    },
  );

  it('refuses a redirect whose status, payment, signature or secret was changed', () => {
    const signature = linkCallbackSignature(DOCUMENTED_CALLBACK, KEYS.keySecret);
    expect(verifyLinkCallback({ ...DOCUMENTED_CALLBACK, linkStatus: 'paid', signature }, KEYS.keySecret)).toBe(false);
    expect(verifyLinkCallback({ ...DOCUMENTED_CALLBACK, paymentId: 'pay_Other', signature }, KEYS.keySecret)).toBe(
      false,
    );
    expect(
      verifyLinkCallback(
        { ...DOCUMENTED_CALLBACK, signature: signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
        KEYS.keySecret,
      ),
    ).toBe(false);
    expect(verifyLinkCallback({ ...DOCUMENTED_CALLBACK, signature: 'short' }, KEYS.keySecret)).toBe(false);
    expect(verifyLinkCallback({ ...DOCUMENTED_CALLBACK, signature }, 'another secret')).toBe(false);
  });

  it('checks a webhook as HMAC-SHA256 of the raw body with the webhook secret, as Razorpay’s package does', () => {
    const body = JSON.stringify({
      event: 'payment_link.paid',
      payload: { payment_link: { entity: { id: 'plink_Fc8lXILABzQL7M', status: 'paid' } } },
    });
    const signature = createHmac('sha256', KEYS.webhookSecret).update(body).digest('hex');
    expect(validateWebhookSignature(body, signature, KEYS.webhookSecret)).toBe(true);
    expect(verifyWebhookBody(body, signature, KEYS.webhookSecret)).toBe(true);
    // The same JSON written another way is another body.
    expect(verifyWebhookBody(JSON.stringify(JSON.parse(body), null, 2), signature, KEYS.webhookSecret)).toBe(false);
    expect(verifyWebhookBody(body, undefined, KEYS.webhookSecret)).toBe(false);

    const gateway = new RazorpayGateway(KEYS);
    expect(gateway.verifyWebhook(body, { [RAZORPAY_SIGNATURE_HEADER]: signature })).toEqual({
      event: 'payment_link.paid',
      linkId: 'plink_Fc8lXILABzQL7M',
    });
    expect(
      gateway.verifyWebhook(body, {
        [RAZORPAY_SIGNATURE_HEADER]: createHmac('sha256', 'forged').update(body).digest('hex'),
      }),
    ).toBeUndefined();
    expect(gateway.verifyWebhook(body, {})).toBeUndefined();
  });
});

/** A real Razorpay client whose HTTP adapter answers `answer` and keeps every request (nothing leaves the process). */
function capturingClient(answer: (config: InternalAxiosRequestConfig) => unknown) {
  const client = new Razorpay({ key_id: KEYS.keyId, key_secret: KEYS.keySecret });
  const sent: InternalAxiosRequestConfig[] = [];
  (client as unknown as { api: { rq: { defaults: { adapter: unknown } } } }).api.rq.defaults.adapter = async (
    config: InternalAxiosRequestConfig,
  ) => {
    sent.push(config);
    return { data: answer(config), status: 200, statusText: 'OK', headers: {}, config };
  };
  return { client, sent };
}

describe('Razorpay requests', () => {
  it(
    'creates a Payment Link in paise with our payment id as reference, ' +
      'our callback, and its own notifications off',
    async () => {
      const { client, sent } = capturingClient(() => ({
        id: 'plink_ExjpAUN3gVHrPJ',
        short_url: 'https://rzp.io/i/nxrHnLJ',
        status: 'created',
      }));
      const gateway = new RazorpayGateway(KEYS, client);
      const link = await gateway.createLink({
        paymentId: 'PAY100001',
        amountPaise: 58304,
        description: 'Reloop request REQ00000001',
        customer: { name: 'Meena Iyer', mobile: '+919876543210' },
        callbackUrl: 'https://reloop.example/verify-link-payment',
      });
      expect(link).toEqual({ linkId: 'plink_ExjpAUN3gVHrPJ', url: 'https://rzp.io/i/nxrHnLJ' });
      expect(sent).toHaveLength(1);
      expect(sent[0].method).toBe('post');
      expect(`${sent[0].baseURL}${sent[0].url}`).toBe('https://api.razorpay.com/v1/payment_links');
      expect(sent[0].auth).toEqual({ username: KEYS.keyId, password: KEYS.keySecret });
      expect(JSON.parse(String(sent[0].data))).toEqual({
        amount: 58304,
        currency: 'INR',
        accept_partial: false,
        reference_id: 'PAY100001',
        description: 'Reloop request REQ00000001',
        customer: { name: 'Meena Iyer', contact: '+919876543210' },
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: { paymentId: 'PAY100001' },
        callback_url: 'https://reloop.example/verify-link-payment',
        callback_method: 'get',
      });
    },
  );

  it('reads a link’s status and payments, and refunds a payment by its id', async () => {
    const { client, sent } = capturingClient((config) =>
      config.url?.endsWith('/refund')
        ? { id: 'rfnd_FP8QHiV938haTz', status: 'processed', amount: 58304 }
        : {
            id: 'plink_ExjpAUN3gVHrPJ',
            status: 'paid',
            amount: 58304,
            amount_paid: 58304,
            reference_id: 'PAY100001',
            payments: [{ payment_id: 'pay_Fc8mUeDrEKf08Y', status: 'captured', amount: 58304 }],
          },
    );
    const gateway = new RazorpayGateway(KEYS, client);
    expect(await gateway.fetchLink('plink_ExjpAUN3gVHrPJ')).toEqual({
      linkId: 'plink_ExjpAUN3gVHrPJ',
      referenceId: 'PAY100001',
      state: 'paid',
      amountPaise: 58304,
      paidPaise: 58304,
      attempts: [{ gatewayPaymentId: 'pay_Fc8mUeDrEKf08Y', status: 'captured', amountPaise: 58304 }],
    });
    expect(sent[0].method).toBe('get');
    expect(sent[0].url).toBe('/v1/payment_links/plink_ExjpAUN3gVHrPJ');

    expect(await gateway.refund('pay_Fc8mUeDrEKf08Y', 58304, 'Customer cancelled')).toEqual({
      refundId: 'rfnd_FP8QHiV938haTz',
      status: 'processed',
    });
    expect(sent[1].method).toBe('post');
    expect(sent[1].url).toBe('/v1/payments/pay_Fc8mUeDrEKf08Y/refund');
    expect(JSON.parse(String(sent[1].data))).toEqual({ amount: 58304, notes: { remark: 'Customer cancelled' } });
  });

  it('cancels a Payment Link by its id', async () => {
    const { client, sent } = capturingClient(() => ({
      id: 'plink_ExjpAUN3gVHrPJ',
      status: 'cancelled',
      amount: 58304,
    }));
    await new RazorpayGateway(KEYS, client).cancelLink('plink_ExjpAUN3gVHrPJ');
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('post');
    expect(`${sent[0].baseURL}${sent[0].url}`).toBe(
      'https://api.razorpay.com/v1/payment_links/plink_ExjpAUN3gVHrPJ/cancel',
    );
    expect(sent[0].auth).toEqual({ username: KEYS.keyId, password: KEYS.keySecret });
  });

  it(
    'takes a refused cancel of a link Razorpay closed already (paid) ' +
      'as done, and fails one that can still be paid',
    async () => {
      /** Razorpay refuses the cancel (a 400 as its API answers one); the link's own status is `state`. */
      const refusingCancel = (state: string) =>
        capturingClient((config) => {
          if (config.url?.endsWith('/cancel'))
            throw {
              response: {
                status: 400,
                data: {
                  error: {
                    code: 'BAD_REQUEST_ERROR',
                    description: `Payment link cannot be cancelled in ${state} state`,
                  },
                },
              },
            };
          return {
            id: 'plink_ExjpAUN3gVHrPJ',
            status: state,
            amount: 58304,
            amount_paid: state === 'paid' ? 58304 : 0,
            reference_id: 'PAY100001',
            payments: [],
          };
        });
      const paid = refusingCancel('paid');
      await new RazorpayGateway(KEYS, paid.client).cancelLink('plink_ExjpAUN3gVHrPJ');
      expect(paid.sent.map((config) => `${config.method} ${config.url}`)).toEqual([
        'post /v1/payment_links/plink_ExjpAUN3gVHrPJ/cancel',
        'get /v1/payment_links/plink_ExjpAUN3gVHrPJ',
      ]);

      const open = refusingCancel('created');
      await expect(new RazorpayGateway(KEYS, open.client).cancelLink('plink_ExjpAUN3gVHrPJ')).rejects.toThrow(
        'Razorpay cancel payment link failed: Payment link cannot be cancelled in created state',
      );
    },
  );
});
