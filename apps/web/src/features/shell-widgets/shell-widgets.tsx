import type { Theme } from '@ava/contracts';
import { chatSupportUrl, signLanguageWidgetUrl } from '@ava/web-kit/widget-urls';
import { AccessibilitySidebar } from './accessibility/accessibility-sidebar.tsx';
import { ChatSupport } from './chat-support.tsx';

/**
 * The widgets of every platform page, one lazy chunk: the accessibility sidebar (when the
 * theme's accessibility config is on) and the chat support (when its flag is on and a script is configured).
 */
export default function ShellWidgets({ theme }: { theme: Theme }) {
  const chat = chatSupportUrl(theme, import.meta.env);
  return (
    <>
      {theme.configs.accessibility === true && (
        <AccessibilitySidebar signLanguageUrl={signLanguageWidgetUrl(theme, import.meta.env)} />
      )}
      {chat && <ChatSupport url={chat} />}
    </>
  );
}
