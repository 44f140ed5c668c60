import { useBasename, useNotify, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { InviteValues } from './inviteResolver';
import { PartnerInviteForm } from './PartnerInviteForm';

interface Props {
  title: string;
  submitLabel: string;
  /** Toast after a successful send: a message key or a spec message. */
  success: string;
  cancelTo: string;
  /** Sends the form and answers where to go next (below /dashboard). */
  send: (values: InviteValues) => Promise<string>;
}

/**
 * A page holding the new-partner form; the invitation and the direct add differ only in what they send and where they
 * go.
 */
export function PartnerFormPage({ title, submitLabel, success, cancelTo, send }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const submit = async (values: InviteValues) => {
    const next = await send(values);
    // A key is translated, a spec message is shown as it is.
    notify(success, { type: 'success', messageArgs: { _: success } });
    navigate(`${basename}/${next}`);
  };
  return (
    <>
      <Title title={translate(title)} />
      <PartnerInviteForm submitLabel={submitLabel} cancelTo={cancelTo} onSubmit={submit} />
    </>
  );
}
