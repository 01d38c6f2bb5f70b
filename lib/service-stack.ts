import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Api } from './constructs/api';
import { Data } from './constructs/data';

export interface ServiceStackProps extends StackProps {
  /** Names resources and the API stage; `dev` stacks are disposable. */
  stage: string;
}

/** The whole service: data, API (and, as they land, the render workflow, webhooks, storage and observability). */
export class ServiceStack extends Stack {
  readonly data: Data;
  readonly api: Api;

  constructor(scope: Construct, id: string, props: ServiceStackProps) {
    super(scope, id, props);
    const disposable = props.stage === 'dev';
    this.data = new Data(this, 'Data', {
      removalPolicy: disposable ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
      deletionProtection: !disposable,
    });
    this.api = new Api(this, 'Api', { table: this.data.table, stage: props.stage });
  }
}
