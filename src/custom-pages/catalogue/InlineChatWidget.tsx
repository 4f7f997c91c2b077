import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChatIcon from '@mui/icons-material/Chat';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { CatalogueMessages } from '../../../messages/catalogue.en_US';
import { clickToChatUrl } from './inlineChat';

const WHATSAPP_GREEN = '#25D366';
const WHATSAPP_DARK = '#075E54';

export interface InlineChatWidgetProps {
  phone: string | null;
  greeting: string | null;
  texts: CatalogueMessages['inlineChat'];
}

/**
 * The click-to-chat card a customer embeds: the business's greeting as a chat bubble and a
 * button that opens WhatsApp with the number (wa.me opens the app or WhatsApp Web).
 */
export function InlineChatWidget({ phone, greeting, texts }: InlineChatWidgetProps) {
  return (
    <Paper
      elevation={3}
      sx={{ width: 320, borderRadius: 3, overflow: 'hidden' }}
      data-testid="inline-chat"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, bgcolor: WHATSAPP_DARK }}>
        <Avatar sx={{ bgcolor: WHATSAPP_GREEN }}>
          <WhatsAppIcon />
        </Avatar>
        <Box>
          <Typography sx={{ color: '#fff', fontWeight: 600 }}>{texts.title}</Typography>
          <Typography variant="caption" sx={{ color: 'rgba(255,255,255,0.8)' }}>
            {texts.subtitle}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ p: 2, bgcolor: '#ECE5DD', minHeight: 96 }}>
        {phone ? (
          <Typography
            component="p"
            variant="body2"
            data-testid="inline-chat-greeting"
            sx={{
              bgcolor: '#fff',
              borderRadius: 2,
              px: 1.5,
              py: 1,
              maxWidth: '85%',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {greeting ?? texts.defaultGreeting}
          </Typography>
        ) : (
          <Typography variant="body2" role="alert">
            {texts.invalid}
          </Typography>
        )}
      </Box>
      <Box sx={{ p: 1.5 }}>
        {phone ? (
          <Button
            fullWidth
            variant="contained"
            startIcon={<ChatIcon />}
            href={clickToChatUrl(phone)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={texts.open}
            sx={{ bgcolor: WHATSAPP_GREEN, '&:hover': { bgcolor: '#1EBE5A' } }}
          >
            {texts.start}
          </Button>
        ) : (
          <Button fullWidth variant="contained" startIcon={<ChatIcon />} disabled>
            {texts.start}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
