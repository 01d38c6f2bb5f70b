import { SecretValue, type RemovalPolicy } from 'aws-cdk-lib';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { ProviderSecret } from '../../lambdas/adapters/aws/declaration';
import { PROVIDER_KEY_PLACEHOLDER } from '../../lambdas/adapters/render/clip-provider-clients';
import type { ServiceConfig } from '../config';
import { clipProviders } from '../wiring';

export interface ProviderKeysProps {
  config: ServiceConfig;
  removalPolicy: RemovalPolicy;
}

/** Which key each hosted clip provider needs. */
const KEY_OF = { pexels: 'stockFootageKey', 'd-id': 'presenterApiKey' } as const satisfies Partial<Record<string, ProviderSecret>>;

/**
 * One Secrets Manager secret per hosted clip provider the deployment chose (Pexels, D-ID), created
 * holding a placeholder: the deployer puts the account's API key in it once (docs/deploy.md), and
 * the functions read it at run time, so the key is never in the template or an environment.
 */
export class ProviderKeys extends Construct {
  readonly secrets: Partial<Record<ProviderSecret, ISecret>> = {};

  constructor(scope: Construct, id: string, props: ProviderKeysProps) {
    super(scope, id);
    for (const provider of Object.values(clipProviders(props.config))) {
      const secret = provider && (KEY_OF as Partial<Record<string, ProviderSecret>>)[provider];
      if (!secret) continue;
      this.secrets[secret] = new Secret(this, secret, {
        description: `The ${provider} API key for generated clips (docs/deploy.md): replace the placeholder with the key`,
        secretStringValue: SecretValue.unsafePlainText(PROVIDER_KEY_PLACEHOLDER),
        removalPolicy: props.removalPolicy,
      });
    }
  }
}
