import { Fragment } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import { PRIVACY_URL, TERMS_URL } from '../../../paths/accounts';

const accepted = (value: unknown) => (value === true ? undefined : 'auth.errors.acceptTerms');

/** The terms and privacy checkbox; both documents open as our server's pages in a new tab. */
export function AcceptTermsInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({
    source: 'acceptTerms',
    defaultValue: false,
    validate: accepted,
  });
  const anchor = (href: string, key: string) => (
    <Link href={href} target="_blank" rel="noopener" onClick={(event) => event.stopPropagation()}>
      {translate(key)}
    </Link>
  );
  // word order differs by language: the message places the two links, marked here
  const parts = translate('accounts.signup.accept', { terms: '\uE000', privacy: '\uE001' })
    .split(/(\uE000|\uE001)/)
    .map((token, index) => (
      <Fragment key={index}>
        {token === '\uE000'
          ? anchor(TERMS_URL, 'accounts.signup.terms')
          : token === '\uE001'
            ? anchor(PRIVACY_URL, 'accounts.signup.privacy')
            : token}
      </Fragment>
    ));
  const error = fieldState.error?.message;
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            name={field.name}
          />
        }
        label={<span>{parts}</span>}
      />
      {error && (
        <FormHelperText error>
          <ValidationError error={error} />
        </FormHelperText>
      )}
    </>
  );
}
