/**
 * ALLOW_PRIVATE_HOSTS: comma-separated hosts exempt from the private-address
 * refusal, so local tests can deliver to 127.0.0.1. Default empty; the CDK
 * stack never sets it.
 */
export function allowPrivateHostsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.ALLOW_PRIVATE_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
}
