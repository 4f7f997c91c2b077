import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Loading, Title, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import type { Notice } from '../../../contract/notices';
import { MissingPage } from '../../errors/MissingPage';
import { isLanguage } from '../../i18n/language';
import { formatDate } from '../../utils/date';
import { NOTICE_PATH } from '../../paths/notice';
import { SafeHtml } from '../../ui/SafeHtml';

/** /notice/detail?id=…: one notice; opening it marks it read on the server. */
export default function NoticeDetailPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const { data, isPending, error } = useGetOne<Notice>('notice', { id }, { enabled: Boolean(id) });
  if (id && isPending) return <Loading />;
  if (!id || error || !data) return <MissingPage />;
  return (
    <Card sx={{ mt: 2, maxWidth: 900 }}>
      <Title title="app.notice.detailTitle" />
      <CardContent>
        <Button component={Link} to={NOTICE_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
          {translate('app.notice.back')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {data.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.notice.published', {
            date: formatDate(data.publishedAt, isLanguage(locale) ? locale : 'en_US'),
          })}
        </Typography>
        <SafeHtml html={data.content} />
      </CardContent>
    </Card>
  );
}
