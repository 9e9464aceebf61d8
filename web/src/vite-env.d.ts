/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly SUPPORT_PHONE?: string;
  readonly SUPPORT_EMAIL?: string;
  readonly DEVELOPER_CREDIT?: string;
  readonly USER_MANUAL_URL?: string;
  readonly OLD_EMIS_URL?: string;
}
