import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router-dom';
import type { Messages } from '../../../messages/en_US';
import { loadMessages } from '../../i18n/i18nProvider';
import { InlineChatWidget } from './InlineChatWidget';
import { parseInlineChat } from './inlineChat';

/**
 * /whatsapp/inline-chat: the public chat widget page customers frame in their websites. No
 * session and no API call: number, greeting and language come from the query, and the
 * language is the query's, not the visitor's console setting.
 */
export default function InlineChatPage() {
  const [search] = useSearchParams();
  const settings = useMemo(() => parseInlineChat(search), [search]);
  const [messages, setMessages] = useState<Messages | null>(null);

  useEffect(() => {
    let current = true;
    void loadMessages(settings.language).then((loaded) => current && setMessages(loaded));
    return () => {
      current = false;
    };
  }, [settings.language]);

  // the frame shows the customer's page around the card
  useEffect(() => {
    const previous = document.body.style.background;
    document.body.style.background = 'transparent';
    return () => {
      document.body.style.background = previous;
    };
  }, []);

  if (!messages) return null;
  return (
    <Box
      component="main"
      lang={settings.language.replace('_', '-')}
      sx={{ p: 1, display: 'flex', justifyContent: 'center' }}
    >
      <InlineChatWidget
        phone={settings.phone}
        greeting={settings.greeting}
        texts={messages.catalogue.inlineChat}
      />
    </Box>
  );
}
