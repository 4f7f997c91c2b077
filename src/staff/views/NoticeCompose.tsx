import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Title, useNotify, useRedirect, useTranslate } from 'react-admin';
import { LANGUAGES } from '../../../contract/constants';
import { staffNoticePreview, staffNoticePublish } from '../../../contract/staffOperations';
import { SafeHtml } from '../../ui/SafeHtml';
import { call } from '../stack';
import { useFieldErrors } from './fieldErrors';
import { Section } from './Section';

const FIELDS = [
  { name: 'title', multiline: false },
  { name: 'content', multiline: true },
  { name: 'titleZh', multiline: false },
  { name: 'contentZh', multiline: true },
] as const;
type Draft = Record<(typeof FIELDS)[number]['name'], string>;
type Preview = Awaited<ReturnType<typeof previewOf>>;

const bodyOf = (draft: Draft) => ({
  title: draft.title,
  content: draft.content,
  ...(draft.titleZh.trim() && { titleZh: draft.titleZh }),
  ...(draft.contentZh.trim() && { contentZh: draft.contentZh }),
});
const previewOf = (draft: Draft) => call(staffNoticePreview, { body: bodyOf(draft) });

/**
 * A notice written in English (Chinese optional), previewed as each language's readers will
 * see it once sanitised, then published to every account.
 */
export default function NoticeCompose() {
  const t = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [draft, setDraft] = useState<Draft>({ title: '', content: '', titleZh: '', contentZh: '' });
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldErrors = useFieldErrors();
  const publish = async () => {
    setBusy(true);
    try {
      await call(staffNoticePublish, { body: bodyOf(draft) });
      notify('staffConsole.notices.published', { type: 'success' });
      redirect('list', 'notices');
    } catch (error) {
      fieldErrors.take(error);
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title="staffConsole.notices.write" />
      <Section title="staffConsole.notices.write">
        <Stack spacing={2}>
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={t(`resources.notices.fields.${field.name}`)}
              value={draft[field.name]}
              multiline={field.multiline}
              minRows={field.multiline ? 4 : undefined}
              onChange={(event) => {
                setDraft((current) => ({ ...current, [field.name]: event.target.value }));
                setPreview(null);
                fieldErrors.clear(field.name);
              }}
              {...fieldErrors.of(field.name)}
            />
          ))}
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              onClick={() => void previewOf(draft).then(setPreview, fieldErrors.take)}
            >
              {t('staffConsole.notices.preview')}
            </Button>
            <Button variant="contained" disabled={busy} onClick={() => void publish()}>
              {t('staffConsole.notices.publish')}
            </Button>
          </Stack>
        </Stack>
      </Section>
      {preview && (
        <Grid container spacing={2}>
          {LANGUAGES.map((language) => (
            <Grid key={language} size={{ xs: 12, md: 6 }}>
              <Section title={`staffConsole.notices.previewIn.${language}`}>
                <Typography variant="h6" component="p">
                  {preview[language].title}
                </Typography>
                <Box>
                  <SafeHtml html={preview[language].content} />
                </Box>
              </Section>
            </Grid>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
