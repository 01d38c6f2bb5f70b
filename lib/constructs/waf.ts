import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { errorBody, rateLimited } from '../../lambdas/core/errors';
import { WAF_RATE_LIMIT } from '../../lambdas/core/settings';

/** AWS managed rule groups the web ACL runs, in order, and the rules of each that only count. */
export const MANAGED_RULE_GROUPS = [
  // A render body may carry data URIs of megabytes: the 8 KB body-size rule would refuse every one
  // (docs/deploy.md, "WAF"). The API's own limits bound bodies instead.
  { name: 'AWSManagedRulesCommonRuleSet', countOnly: ['SizeRestrictions_BODY'] },
  { name: 'AWSManagedRulesKnownBadInputsRuleSet', countOnly: [] },
  { name: 'AWSManagedRulesAmazonIpReputationList', countOnly: [] },
] as const;

const RATE_RULE = 'RequestsPerIp';
const RATE_LIMITED_BODY = 'RateLimited';

/**
 * A regional web ACL for the API stage (context waf=true): AWS's managed rule groups for common
 * exploits, known bad inputs and IP reputation, then a rate-based rule that refuses one IP's
 * requests over `rateLimit` in WAF_RATE_LIMIT.windowSeconds with a 429 in the API's own JSON
 * (a WAF custom response takes precedence over the gateway's). Every rule's metrics and sampled requests are on.
 */
export class Waf extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, { name, rateLimit }: { name: string; rateLimit: number }) {
    super(scope, id);
    const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true });
    const managed = MANAGED_RULE_GROUPS.map(
      (group, priority): CfnWebACL.RuleProperty => ({
        name: group.name,
        priority,
        overrideAction: { none: {} },
        statement: {
          managedRuleGroupStatement: {
            vendorName: 'AWS',
            name: group.name,
            ruleActionOverrides: group.countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
          },
        },
        visibilityConfig: visibility(group.name),
      }),
    );
    const retryAfter = WAF_RATE_LIMIT.windowSeconds;
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name,
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(name),
      customResponseBodies: {
        [RATE_LIMITED_BODY]: { contentType: 'APPLICATION_JSON', content: JSON.stringify(errorBody(rateLimited('RATE_LIMITED', retryAfter))) },
      },
      rules: [
        ...managed,
        {
          name: RATE_RULE,
          priority: managed.length,
          action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: RATE_LIMITED_BODY, responseHeaders: [{ name: 'Retry-After', value: String(retryAfter) }] } } },
          statement: { rateBasedStatement: { limit: rateLimit, aggregateKeyType: 'IP', evaluationWindowSec: WAF_RATE_LIMIT.windowSeconds } },
          visibilityConfig: visibility(RATE_RULE),
        },
      ],
    });
  }
}
