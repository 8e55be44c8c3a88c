import { defaultFeatureFlags } from '@ava/contracts';
import { chatSupportUrl, signLanguageWidgetUrl } from '@ava/web-kit/widget-urls';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTheme } from '../../test/fixtures.ts';
import ShellWidgets from './shell-widgets.tsx';

const withChat = { ...defaultFeatureFlags(false), chatSupport: true };

describe('widget addresses', () => {
  it('take the theme first, then the build configuration', () => {
    const env = {
      VITE_SIGN_LANGUAGE_WIDGET_URL: 'https://env/libras.js',
      VITE_CHAT_SUPPORT_URL: 'https://env/chat.js',
    };
    expect(signLanguageWidgetUrl(buildTheme(), {})).toBeNull();
    expect(signLanguageWidgetUrl(buildTheme(), env)).toBe('https://env/libras.js');
    expect(
      signLanguageWidgetUrl(buildTheme({ base_urls: { sign_language_widget: 'https://tema/libras.js' } }), env),
    ).toBe('https://tema/libras.js');
  });

  it('give a chat script only to platforms whose chat support flag is on', () => {
    const env = { VITE_CHAT_SUPPORT_URL: 'https://env/chat.js' };
    expect(chatSupportUrl(buildTheme(), env)).toBeNull();
    expect(chatSupportUrl(buildTheme({ features: withChat }), {})).toBeNull();
    expect(chatSupportUrl(buildTheme({ features: withChat }), env)).toBe('https://env/chat.js');
    expect(
      chatSupportUrl(buildTheme({ features: withChat, base_urls: { chat_support: 'https://tema/chat.js' } }), env),
    ).toBe('https://tema/chat.js');
  });
});

describe('shell widgets', () => {
  it('show the accessibility sidebar only when the theme turns accessibility on', () => {
    const { rerender } = render(<ShellWidgets theme={buildTheme()} />);
    expect(screen.queryByRole('complementary', { name: 'Acessibilidade' })).not.toBeInTheDocument();
    rerender(<ShellWidgets theme={buildTheme({ configs: { accessibility: true } })} />);
    expect(screen.getByRole('complementary', { name: 'Acessibilidade' })).toBeInTheDocument();
  });

  it('load the chat support script when the flag is on and a script is configured', () => {
    render(
      <ShellWidgets
        theme={buildTheme({ features: withChat, base_urls: { chat_support: 'https://chat.example.com/w.js' } })}
      />,
    );
    const script = document.querySelector('script[data-widget="chat-support"]');
    expect(script).toHaveAttribute('src', 'https://chat.example.com/w.js');
  });
});
