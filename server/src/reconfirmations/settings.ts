import type { Config } from '../config.js';

/** What starting a reconfirmation round needs from the configuration, read once. */
export interface ReconfirmSettings {
  remindDays: number;
  expireDays: number;
  publicUrl: string;
  orgName: string;
  supportEmail: string;
}

export function reconfirmSettings(config: Config): ReconfirmSettings {
  return {
    remindDays: config.RECONFIRM_REMIND_DAYS,
    expireDays: config.RECONFIRM_EXPIRE_DAYS,
    publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
    orgName: config.ORG_NAME,
    supportEmail: config.SUPPORT_EMAIL,
  };
}
