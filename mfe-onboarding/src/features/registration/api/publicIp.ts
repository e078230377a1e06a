import { registrationApi } from './registrationApi';

/** One way to learn the visitor's public address. */
export type IpService = () => Promise<string>;

const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/**
 * The services tried in order (ON-33), the first our own API. Outside services are not listed: the page's
 * Content-Security-Policy allows only our own origin, and asking a third party would tell it who registers.
 */
export const IP_SERVICES: readonly IpService[] = [registrationApi.ipAddress];

/** The first valid IPv4 a service answers; a failing or odd answer falls through to the next; '' when none. */
export async function publicIp(services: readonly IpService[] = IP_SERVICES): Promise<string> {
  for (const service of services) {
    try {
      const ip = (await service()).trim();
      if (IPV4.test(ip)) return ip;
    } catch {
      // The next service.
    }
  }
  return '';
}
