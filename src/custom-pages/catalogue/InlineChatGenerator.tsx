import { useState } from 'react';
import { useCopy } from '../../ui/useCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';
import { LANGUAGES, type Language } from '../../../contract/constants';
import {
  embedCode,
  GREETING_MAX,
  inlineChatUrl,
  normalizePhone,
  type InlineChatSettings,
} from './inlineChat';

/**
 * Builds the embed code of the public chat widget (/whatsapp/inline-chat) from a number, a
 * greeting and a language, with a live preview of exactly what visitors will see.
 */
export function InlineChatGenerator() {
  const translate = useTranslate();
  const notify = useNotify();
  const [phoneText, setPhoneText] = useState('');
  const [greeting, setGreeting] = useState('');
  const [language, setLanguage] = useState<Language>('en_US');

  const phone = normalizePhone(phoneText);
  const phoneError = phoneText.trim() !== '' && !phone;
  const settings: InlineChatSettings = { phone, greeting: greeting.trim() || null, language };
  const url = inlineChatUrl(window.location.origin, settings);
  const code = embedCode(url, translate('catalogue.generator.title'));

  const { copy: copyText } = useCopy();
  const copy = async (text: string) => {
    if (await copyText(text)) notify('catalogue.generator.copied', { type: 'success' });
  };

  return (
    <Box component="section" aria-label={translate('catalogue.generator.title')} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('catalogue.generator.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('catalogue.generator.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
        <Stack sx={{ gap: 2, flex: 1, minWidth: 0 }}>
          <TextField
            label={translate('catalogue.generator.phone')}
            value={phoneText}
            onChange={(event) => setPhoneText(event.target.value)}
            error={phoneError}
            helperText={translate(
              phoneError ? 'catalogue.generator.phoneInvalid' : 'catalogue.generator.phoneHint',
            )}
            slotProps={{ htmlInput: { 'data-field': 'phone', inputMode: 'tel' } }}
          />
          <TextField
            label={translate('catalogue.generator.greeting')}
            value={greeting}
            onChange={(event) => setGreeting(event.target.value.slice(0, GREETING_MAX))}
            multiline
            minRows={2}
            placeholder={translate('catalogue.inlineChat.defaultGreeting')}
            helperText={`${greeting.length} / ${GREETING_MAX}`}
            slotProps={{ htmlInput: { 'data-field': 'greeting' } }}
          />
          <TextField
            select
            label={translate('catalogue.generator.language')}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
            slotProps={{ htmlInput: { 'data-field': 'language' } }}
          >
            {LANGUAGES.map((option) => (
              <MenuItem key={option} value={option}>
                {translate(`app.language.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('catalogue.generator.link')}
            value={url}
            slotProps={{ htmlInput: { readOnly: true, 'data-field': 'url' } }}
          />
          <TextField
            label={translate('catalogue.generator.code')}
            value={code}
            multiline
            minRows={3}
            slotProps={{
              htmlInput: {
                readOnly: true,
                'data-field': 'code',
                style: { fontFamily: 'monospace' },
              },
            }}
          />
          <Box>
            <Button
              variant="outlined"
              startIcon={<ContentCopyIcon />}
              disabled={!phone}
              onClick={() => void copy(code)}
            >
              {translate('catalogue.generator.copy')}
            </Button>
          </Box>
        </Stack>
        <Box sx={{ flex: '0 0 auto' }}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
            {translate('catalogue.generator.preview')}
          </Typography>
          <iframe
            src={url}
            title={translate('catalogue.generator.preview')}
            width={340}
            height={280}
            style={{ border: 0 }}
          />
        </Box>
      </Stack>
    </Box>
  );
}
