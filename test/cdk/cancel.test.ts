import { describe, expect, it } from 'vitest';
import { FUNCTIONS } from '../../lambdas/functions/catalogue';
import { decision, idsOf, policiesOf } from './contract';
import { ACCOUNT, REGION } from './intrinsics';
import { synth } from './support';

/** Issue 26: POST /v1/job/{id}/cancel stops the job's executions, evaluated by the IAM simulator on the synthesized policies. */
describe('issue 26: the cancel function may stop the workflow executions, and nothing broader', () => {
  const { template, stack } = synth({});
  const t = template.toJSON() as never as Parameters<typeof policiesOf>[0];
  const ids = idsOf(stack);
  const machineName = (id: string) => id.toLowerCase();
  const execution = (machine: string, name = '5b7c2a1e-0000-4000-8000-000000000001') => `arn:aws:states:${REGION}:${ACCOUNT}:execution:${machine}:${name}`;
  const job = machineName(ids.machines.job);
  const render = machineName(ids.machines.render);
  const as = async (fn: string, action: string, arn: string) => {
    const { role } = ids.functions.get(fn)!;
    return decision(policiesOf(t, role), `arn:aws:iam::${ACCOUNT}:role/${role.toLowerCase()}`, action, arn);
  };

  it('job-cancel: StopExecution is allowed on any execution of the job machine and of the render machine', async () => {
    expect(await as('job-cancel', 'states:StopExecution', execution(job))).toBe('Allowed');
    expect(await as('job-cancel', 'states:StopExecution', execution(render))).toBe('Allowed');
  });

  it("job-cancel: StopExecution is denied on another machine's executions and in another Region; no StartExecution, no other call on executions or machines", async () => {
    expect(await as('job-cancel', 'states:StopExecution', execution('another-machine'))).toBe('ImplicitlyDenied');
    expect(await as('job-cancel', 'states:StopExecution', execution(job).replace(REGION, 'us-east-1'))).toBe('ImplicitlyDenied');
    const machineArn = `arn:aws:states:${REGION}:${ACCOUNT}:stateMachine:${job}`;
    expect(await as('job-cancel', 'states:StartExecution', machineArn)).toBe('ImplicitlyDenied');
    expect(await as('job-cancel', 'states:DeleteStateMachine', machineArn)).toBe('ImplicitlyDenied');
    expect(await as('job-cancel', 'states:DescribeExecution', execution(job))).toBe('ImplicitlyDenied');
    // (SendTaskSuccess it has: the slots a cancel frees admit the next waiting jobs, whose waits it answers.)
    expect(await as('job-cancel', 'states:SendTaskSuccess', '*')).toBe('Allowed');
  });

  it('no other function may stop an execution', async () => {
    const others = FUNCTIONS.filter((fn) => fn.name !== 'job-cancel' && ids.functions.has(fn.name));
    expect(others.length).toBeGreaterThan(10);
    for (const fn of others) expect(await as(fn.name, 'states:StopExecution', execution(job)), fn.name).toBe('ImplicitlyDenied');
  });
});
