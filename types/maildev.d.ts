declare module 'maildev' {
  interface MailDevOptions {
    ip?: string;
    smtp?: number;
    web?: number;
    webIp?: string;
    silent?: boolean;
    disableWeb?: boolean;
  }
  export default class MailDev {
    constructor(options?: MailDevOptions);
    listen(callback?: (error?: Error) => void): void;
    close(callback?: () => void): void;
  }
}
