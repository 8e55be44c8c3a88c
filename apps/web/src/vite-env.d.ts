interface ImportMetaEnv {
  /** Host names that open a platform at the root path, as 'host=slug,host=slug'. */
  readonly VITE_HOST_PLATFORMS?: string;
}
