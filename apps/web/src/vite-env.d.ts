interface ImportMetaEnv {
  /** Host names that open a platform at the root path, as 'host=slug,host=slug'. */
  readonly VITE_HOST_PLATFORMS?: string;
  /** Script of the sign-language (Libras) widget when the platform's theme names none. */
  readonly VITE_SIGN_LANGUAGE_WIDGET_URL?: string;
  /** Script of the chat support widget when the platform's theme names none (and its flag is on). */
  readonly VITE_CHAT_SUPPORT_URL?: string;
}
