import { useFormContext } from 'react-hook-form';
import { sendCode, type codeSent } from '../../../../contract/accounts';
import type { z } from 'zod';
import { call } from '../../../dataProvider';
import { fieldErrorsOf } from '../../../ui/serverErrors';
import { CodeCountdownButton } from './CodeCountdownButton';

type Purpose = 'login' | 'reset' | 'signup-phone';
export type CodeSent = z.infer<typeof codeSent>;

/**
 * "Send code" for the form's `source` field (an email or a phone), with the server's cooldown
 * shown as a countdown ("Resend in 42 s"), also when the server refuses because the cooldown
 * still runs. The field is validated first; a refusal shows under it.
 */
export function SendCodeButton({
  source,
  purpose,
  onSent,
}: {
  source: string;
  purpose: Purpose;
  onSent: (sent: CodeSent) => void;
}) {
  const { getValues, setError, trigger } = useFormContext();

  const send = async () => {
    if (!(await trigger(source))) return null;
    try {
      const account = String(getValues(source) ?? '').trim();
      const sent = await call(sendCode, { body: { account, purpose } });
      onSent(sent);
      return sent;
    } catch (error) {
      const message = fieldErrorsOf(error)?.account;
      if (message) setError(source, { type: 'server', message });
      throw error;
    }
  };

  return <CodeCountdownButton send={send} />;
}
