import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { FUNCTION_SIZES, RENDER_STEP_MAX_RECEIVES, RENDER_STEPS, SWEEPER, transientRetryDelaySeconds, WORKFLOW_TASK_RETRY } from '../../lambdas/core/settings';
import { nodejsBundling } from '../../lib/bundling';
import { FACE_FILES } from '../../lambdas/render/package-files';
import { actionsOf, idOf, stateMachineDefinition, statementsOf, synth } from './support';

const job = () => {
  const { template, stack } = synth();
  return { template, stack, asl: stateMachineDefinition(template, idOf(stack, stack.workflow.stateMachine)) };
};
const render = () => {
  const { template, stack } = synth();
  return { template, stack, asl: stateMachineDefinition(template, idOf(stack, stack.workflow.renderMachine)) };
};

describe('CDK: render workflow (issue 5)', () => {
  it('issue 5: the job machine runs the render machine synchronously under the one-hour limit', () => {
    const { asl, stack } = job();
    const run = asl.States[asl.StartAt]!;
    expect(asl.StartAt).toBe('RunRender');
    expect(run.Resource).toMatch(/:states:::states:startExecution\.sync:2$/);
    expect(run.Parameters?.StateMachineArn).toBe(`<Ref:${idOf(stack, stack.workflow.renderMachine)}>`);
    expect(run.TimeoutSeconds).toBe(3600);
    expect(run.Next).toBe('RenderSucceeded');
    expect(asl.States.RenderSucceeded?.Type).toBe('Succeed');
  });

  it('issue 5: every failure of the render, States.Timeout included, is caught into FailJob and then a Fail state', () => {
    const { asl } = job();
    const catches = asl.States.RunRender!.Catch!;
    expect(catches).toHaveLength(1);
    expect(catches[0]!.ErrorEquals).toEqual(['States.ALL']);
    expect(catches[0]!.Next).toBe('FailJob');
    // The error goes beside the input, so FailJob still sees the job id.
    expect(catches[0]!.ResultPath).toBe('$.error');
    expect(asl.States[asl.States.FailJob!.Next!]?.Type).toBe('Fail');
  });

  it('issue 5: FailJob tells the fail Lambda the job, the time limit and the error, and retries what passes', () => {
    const { asl, stack } = job();
    const failJob = asl.States.FailJob!;
    expect(failJob.Resource).toMatch(/:states:::lambda:invoke$/);
    expect(failJob.Parameters).toEqual({
      FunctionName: `<${idOf(stack, stack.workflow.fail)}.Arn>`,
      Payload: { 'jobId.$': '$.jobId', timeoutSeconds: 3600, 'error.$': '$.error' },
    });
    // Issue 13: the one retry policy of the workflow's tasks (WORKFLOW_TASK_RETRY), not every error.
    expect(failJob.Retry).toEqual([
      { ErrorEquals: [...WORKFLOW_TASK_RETRY.errors], IntervalSeconds: 2, BackoffRate: 2, MaxAttempts: 6, MaxDelaySeconds: 60 },
    ]);
    expect(failJob.TimeoutSeconds).toBeGreaterThan(FUNCTION_SIZES.workflowTask.timeoutSeconds);
    // FailJob has no Catch: if it keeps failing the execution fails, the alarms report it and the sweeper ends the job.
    expect(failJob.Catch).toBeUndefined();
  });

  it('issue 5: the render limit comes from context renderLimitSeconds, and the machines outlast it only by their failure path', () => {
    const { template, stack } = synth({ renderLimitSeconds: '900' });
    const outer = stateMachineDefinition(template, idOf(stack, stack.workflow.stateMachine));
    const inner = stateMachineDefinition(template, idOf(stack, stack.workflow.renderMachine));
    expect(outer.States.RunRender!.TimeoutSeconds).toBe(900);
    expect((outer.States.FailJob!.Parameters!.Payload as Record<string, unknown>).timeoutSeconds).toBe(900);
    expect(outer.TimeoutSeconds).toBeGreaterThan(900);
    expect(inner.TimeoutSeconds).toBeGreaterThan(900);
  });

  it('issue 5: the render machine waits for capacity, prepares, starts every generated clip, maps the scenes to queued steps with bounded concurrency, composes, then finalizes', () => {
    const { asl, stack } = render();
    const queue = `<Ref:${idOf(stack, stack.workflow.renderQueue.queue)}>`;
    expect(asl.StartAt).toBe('WaitForCapacity');
    const prepare = asl.States[asl.States.WaitForCapacity!.Next!]!;
    expect(prepare.Parameters).toEqual({ FunctionName: `<${idOf(stack, stack.workflow.prepare)}.Arn>`, Payload: { 'jobId.$': '$.jobId' } });
    const startClips = asl.States[prepare.Next!]!;
    const map = asl.States[startClips.Next!]!;
    for (const m of [startClips, map]) {
      expect(m).toMatchObject({ Type: 'Map', ItemsPath: '$.scenes', MaxConcurrency: 10, ResultPath: null });
      expect(m.ItemSelector).toEqual({ 'jobId.$': '$.jobId', 'index.$': '$$.Map.Item.Value.index', 'clip.$': '$$.Map.Item.Value.clip' });
    }
    const scene = map.ItemProcessor!.States.RenderScene!;
    expect(scene.Resource).toMatch(/:states:::sqs:sendMessage\.waitForTaskToken$/);
    expect(scene.Parameters).toEqual({ QueueUrl: queue, MessageBody: { kind: 'scene', 'jobId.$': '$.jobId', 'index.$': '$.index', 'clip.$': '$.clip', 'taskToken.$': '$$.Task.Token' } });
    expect(scene.TimeoutSeconds).toBeGreaterThan(0);
    const compose = asl.States[map.Next!]!;
    expect(compose.Resource).toMatch(/:states:::sqs:sendMessage\.waitForTaskToken$/);
    expect(compose.Parameters).toEqual({ QueueUrl: queue, MessageBody: { kind: 'compose', 'jobId.$': '$.jobId', 'taskToken.$': '$$.Task.Token' } });
    expect(compose.ResultPath).toBe('$.video');
    const finalize = asl.States[compose.Next!]!;
    expect(finalize.Parameters).toEqual({ FunctionName: `<${idOf(stack, stack.workflow.finalize)}.Arn>`, Payload: { 'jobId.$': '$.jobId', 'video.$': '$.video' } });
    expect(finalize.End).toBe(true);
  });

  it('issue 24: every generated clip starts before any scene waits; a scene with a clip waits in a Wait state between short checks, then renders; the others render at once', () => {
    const { asl, stack } = render();
    type State = { Type: string; Choices?: { Variable: string; BooleanEquals: boolean; Next: string }[]; Default?: string; Next?: string; SecondsPath?: string; Parameters?: Record<string, unknown>; ResultSelector?: Record<string, unknown>; ResultPath?: string; Retry?: unknown[] };
    const start = asl.States.StartClips!.ItemProcessor! as unknown as { StartAt: string; States: Record<string, State> };
    const makesClip = start.States[start.StartAt]!;
    expect(makesClip.Choices).toEqual([{ Variable: '$.clip', BooleanEquals: true, Next: 'StartClip' }]);
    expect(start.States[makesClip.Default!]!.Type).toBe('Pass');
    const startClip = start.States.StartClip!;
    expect(startClip.Parameters).toEqual({ FunctionName: `<${idOf(stack, stack.workflow.clipStart)}.Arn>`, Payload: { 'jobId.$': '$.jobId', 'index.$': '$.index' } });
    expect(startClip.Retry).toEqual([expect.objectContaining({ ErrorEquals: [...WORKFLOW_TASK_RETRY.errors] })]);

    const scenes = asl.States.RenderScenes!.ItemProcessor! as unknown as { StartAt: string; States: Record<string, State> };
    const waitsForClip = scenes.States[scenes.StartAt]!;
    expect(waitsForClip.Choices).toEqual([{ Variable: '$.clip', BooleanEquals: true, Next: 'CheckClip' }]);
    expect(waitsForClip.Default).toBe('RenderScene');
    const check = scenes.States.CheckClip!;
    expect(check.Parameters).toEqual({ FunctionName: `<${idOf(stack, stack.workflow.clipCheck)}.Arn>`, Payload: { 'jobId.$': '$.jobId', 'index.$': '$.index' } });
    expect(check.ResultSelector).toEqual({ 'pending.$': '$.Payload.pending', 'waitSeconds.$': '$.Payload.waitSeconds' });
    expect(check.ResultPath).toBe('$.clipStatus');
    const ready = scenes.States[check.Next!]!;
    expect(ready.Choices).toEqual([{ Variable: '$.clipStatus.pending', BooleanEquals: true, Next: 'WaitForClip' }]);
    expect(ready.Default).toBe('RenderScene');
    // The waiting is the machine's: a Wait state, then the check again.
    expect(scenes.States.WaitForClip).toEqual({ Type: 'Wait', SecondsPath: '$.clipStatus.waitSeconds', Next: 'CheckClip' });
  });

  it('issue 25: the job waits for its render slots at no cost: a Lambda task with a task token, under the render limit, retried on what passes but never on its own timeout', () => {
    const { asl, stack } = render();
    const wait = asl.States.WaitForCapacity!;
    expect(wait.Resource).toMatch(/:states:::lambda:invoke\.waitForTaskToken$/);
    expect(wait.Parameters).toEqual({ FunctionName: `<${idOf(stack, stack.workflow.admit)}.Arn>`, Payload: { 'jobId.$': '$.jobId', 'taskToken.$': '$$.Task.Token' } });
    expect(wait.TimeoutSeconds).toBe(3_600);
    expect(wait.HeartbeatSeconds).toBeUndefined();
    expect(wait.ResultPath).toBeNull();
    expect(wait.Retry).toEqual([expect.objectContaining({ ErrorEquals: WORKFLOW_TASK_RETRY.errors.filter((e) => e !== 'States.Timeout') })]);
  });

  it('issue 13: scene and compose steps carry a heartbeat timeout three heartbeat intervals long, and a silent step is sent again a bounded number of times', () => {
    const { asl } = render();
    const map = asl.States.RenderScenes!;
    for (const step of [map.ItemProcessor!.States.RenderScene!, asl.States.Compose!]) {
      expect(step.HeartbeatSeconds).toBe(RENDER_STEPS.heartbeatTimeoutSeconds);
      expect(step.HeartbeatSeconds).toBe(3 * RENDER_STEPS.heartbeatIntervalSeconds);
      expect(step.TimeoutSeconds).toBe(RENDER_STEPS.taskTimeoutSeconds);
      expect(step.Retry).toEqual([{ ErrorEquals: ['States.HeartbeatTimeout'], MaxAttempts: RENDER_STEPS.heartbeatRetries, IntervalSeconds: 5, BackoffRate: 2 }]);
    }
  });

  it('issue 13: Prepare and Finalize retry what passes (the one policy), and every task of both machines states its own timeout', () => {
    const { asl, template, stack } = render();
    for (const task of [asl.States.Prepare!, asl.States.Finalize!]) {
      expect(task.Retry).toEqual([expect.objectContaining({ ErrorEquals: [...WORKFLOW_TASK_RETRY.errors], MaxAttempts: WORKFLOW_TASK_RETRY.maxAttempts })]);
    }
    // An engine's default differs (AWS: a year; the local interpreter: a minute): every Task says its own.
    const outer = stateMachineDefinition(template, idOf(stack, stack.workflow.stateMachine));
    const tasks = (machine: typeof asl): typeof asl.States[string][] =>
      Object.values(machine.States).flatMap((state) => (state.Type === 'Task' ? [state] : state.ItemProcessor ? tasks(state.ItemProcessor) : []));
    for (const task of [...tasks(asl), ...tasks(outer)]) expect(task.TimeoutSeconds, JSON.stringify(task.Resource)).toBeGreaterThan(0);
  });

  it("issue 14: a render step waits out passing faults on the tasks' schedule, within its heartbeat timeout", () => {
    const delays = Array.from({ length: WORKFLOW_TASK_RETRY.maxAttempts + 1 }, (_, i) => transientRetryDelaySeconds(i + 1));
    expect(delays).toEqual([2, 4, 8, 16, 32, 60, undefined]);
    expect(delays.reduce((sum: number, d) => sum + (d ?? 0), 0)).toBeLessThan(RENDER_STEPS.heartbeatTimeoutSeconds);
  });

  it('issue 13: the sweeper runs every minute, from an EventBridge schedule', () => {
    const { template, stack } = synth();
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: `rate(${SWEEPER.intervalSeconds / 60} minute)`,
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [idOf(stack, stack.workflow.sweep), 'Arn'] } })],
    });
  });

  it('issue 5: scene concurrency per job comes from context sceneConcurrency', () => {
    const { template, stack } = synth({ sceneConcurrency: '4' });
    expect(stateMachineDefinition(template, idOf(stack, stack.workflow.renderMachine)).States.RenderScenes!.MaxConcurrency).toBe(4);
  });

  it('both machines are Standard, log ALL with execution data, and trace with X-Ray', () => {
    const { template } = synth();
    const machines = Object.values(template.findResources('AWS::StepFunctions::StateMachine'));
    expect(machines).toHaveLength(2);
    for (const machine of machines) {
      expect(machine.Properties.StateMachineType).toBe('STANDARD');
      expect(machine.Properties.TracingConfiguration).toEqual({ Enabled: true });
      expect(machine.Properties.LoggingConfiguration).toMatchObject({ Level: 'ALL', IncludeExecutionData: true });
    }
  });

  it('issue 5: the render-step queue is encrypted, TLS-only, with a DLQ after RENDER_STEP_MAX_RECEIVES receives and visibility 6× the consumer timeout', () => {
    const { template, stack } = synth();
    const { renderQueue, renderStep } = stack.workflow;
    const timeout = template.toJSON().Resources[idOf(stack, renderStep)].Properties.Timeout as number;
    const queue = template.toJSON().Resources[idOf(stack, renderQueue.queue)].Properties;
    expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(6 * timeout);
    expect(queue.SqsManagedSseEnabled).toBe(true);
    expect(queue.RedrivePolicy).toEqual({ deadLetterTargetArn: { 'Fn::GetAtt': [idOf(stack, renderQueue.deadLetterQueue), 'Arn'] }, maxReceiveCount: RENDER_STEP_MAX_RECEIVES });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: idOf(stack, renderQueue.queue) }],
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it('issue 5: the render-step consumer reports partial batch failures, one step per invocation, with bounded concurrency', () => {
    const { template, stack } = synth();
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: idOf(stack, stack.workflow.renderStep) },
      EventSourceArn: { 'Fn::GetAtt': [idOf(stack, stack.workflow.renderQueue.queue), 'Arn'] },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BatchSize: 1,
      ScalingConfig: { MaximumConcurrency: 50 },
    });
  });

  it('the render step has the memory, disk and binaries for 1080×1920, and the queue and TTS it uses', () => {
    const { template, stack } = synth();
    const fn = template.toJSON().Resources[idOf(stack, stack.workflow.renderStep)].Properties;
    // The size npm run bench:aws chose (docs/deploy.md, "Render-step size"): 1.7 vCPUs, the smallest that
    // met the time goals on 2026-11-24 within the cost goal; the longest premium step is predicted at well under half the timeout.
    expect(fn.MemorySize).toBe(3008);
    expect(fn.EphemeralStorage.Size).toBeGreaterThanOrEqual(4096);
    expect(fn.Timeout).toBe(300);
    const env = fn.Environment.Variables;
    expect(env.FFMPEG_PATH).toBe('/var/task/node_modules/@ffmpeg-installer/linux-arm64/ffmpeg');
    expect(env.FFPROBE_PATH).toBe('/var/task/node_modules/@ffprobe-installer/linux-arm64/ffprobe');
    // The canvas library's allocator keeps freed frame buffers (lambdas/render/process-env.ts).
    expect(env.MIMALLOC_PURGE_DELAY).toBe('-1');
    expect(env.RENDER_QUEUE_URL).toEqual({ Ref: idOf(stack, stack.workflow.renderQueue.queue) });
    // Amazon Polly narrates (its neural voices first) unless context polly=false leaves the bundled eSpeak NG (issue 24).
    expect(env).toMatchObject({ TTS: 'polly', POLLY_ENGINE: 'neural' });
    for (const key of ['TABLE_NAME', 'BUCKET_NAME']) expect(env[key], key).toBeDefined();
    // The render step publishes no event: it is given no webhook queue.
    expect(env.WEBHOOK_QUEUE_URL).toBeUndefined();
  });

  it('issue 22: the render bundle carries the face detector: its model weights and TF.js WASM are copied beside it, nothing is fetched', () => {
    const commands = nodejsBundling('render').commandHooks!.afterBundling('/in', '/out').join('\n');
    for (const { pkg, file } of FACE_FILES) expect(commands).toContain(`cp -R "/in/node_modules/${pkg}/${file}" "/out/node_modules/${pkg}/${file}"`);
    // The detector's WASM loader needs __dirname in the ESM bundle (test/render/photo-bundle.test.ts runs the bundle).
    expect(nodejsBundling('render').banner).toContain('const __dirname');
  });

  it('least privilege: the render step answers task tokens (actions IAM scopes to no resource), and consumes and re-sends its own queue', () => {
    const { template, stack } = synth();
    const statements = statementsOf(template, stack, stack.workflow.renderStep.role!);
    const tokens = statements.filter((s) => actionsOf([s]).includes('states:SendTaskSuccess'));
    expect(tokens).toHaveLength(1);
    // SendTask* take no resource type: AWS's service authorization reference requires "*"; the token names the execution.
    expect(tokens[0]!.Resource).toBe('*');
    expect(actionsOf(tokens)).toEqual(expect.arrayContaining(['states:SendTaskFailure', 'states:SendTaskHeartbeat']));
    const actions = actionsOf(statements);
    expect(actions).toEqual(expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:SendMessage']));
    expect(actions).not.toContain('states:StartExecution');
    expect(actions.some((a) => a.startsWith('s3:Delete'))).toBe(false);
  });

  it('least privilege: the render machine invokes prepare and finalize and sends to the render queue; the job machine starts only the render machine and invokes fail', () => {
    const { template, stack } = synth();
    const { workflow } = stack;
    const inner = statementsOf(template, stack, workflow.renderMachine.role);
    const invoked = inner.filter((s) => actionsOf([s]).includes('lambda:InvokeFunction')).flatMap((s) => JSON.stringify(s.Resource));
    expect(invoked.join()).toContain(idOf(stack, workflow.prepare));
    expect(invoked.join()).toContain(idOf(stack, workflow.finalize));
    expect(invoked.join()).not.toContain(idOf(stack, workflow.fail));
    const send = inner.find((s) => actionsOf([s]).includes('sqs:SendMessage'))!;
    expect(send.Resource).toEqual({ 'Fn::GetAtt': [idOf(stack, workflow.renderQueue.queue), 'Arn'] });

    const outer = statementsOf(template, stack, workflow.stateMachine.role);
    const start = outer.find((s) => actionsOf([s]).includes('states:StartExecution'))!;
    expect(start.Resource).toEqual({ Ref: idOf(stack, workflow.renderMachine) });
    const outerInvoked = JSON.stringify(outer.filter((s) => actionsOf([s]).includes('lambda:InvokeFunction')).map((s) => s.Resource));
    expect(outerInvoked).toContain(idOf(stack, workflow.fail));
    expect(outerInvoked).not.toContain(idOf(stack, workflow.prepare));
  });

  it('least privilege: only POST /v1/render and the sweeper may start executions, and only of the job machine', () => {
    const { template, stack } = synth();
    const starters = Object.values(template.findResources('AWS::IAM::Policy')).filter((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('"states:StartExecution"'),
    );
    const roles = starters.flatMap((p) => (p.Properties.Roles as { Ref: string }[]).map((r) => r.Ref));
    const starting = [stack.api.functions.get('render')!, stack.workflow.sweep];
    expect(roles.sort()).toEqual([...starting.map((fn) => idOf(stack, fn.role!)), idOf(stack, stack.workflow.stateMachine.role)].sort());
    for (const fn of starting) {
      const start = statementsOf(template, stack, fn.role!).find((s) => actionsOf([s]).includes('states:StartExecution'))!;
      expect(start.Resource).toEqual({ Ref: idOf(stack, stack.workflow.stateMachine) });
    }
  });

  it('finalize and fail publish events to the webhook queue and clean up job files; prepare only touches the table, clip model or none (the scenes with a clip are the ones the job’s price charges one for)', () => {
    const { template, stack } = synth();
    const { workflow, webhooks } = stack;
    for (const fn of [workflow.finalize, workflow.fail]) {
      const statements = statementsOf(template, stack, fn.role!);
      const send = statements.find((s) => actionsOf([s]).includes('sqs:SendMessage'))!;
      expect(send.Resource).toEqual({ 'Fn::GetAtt': [idOf(stack, webhooks.queue.queue), 'Arn'] });
      expect(actionsOf(statements)).toEqual(expect.arrayContaining(['s3:DeleteObject']));
    }
    const prepare = actionsOf(statementsOf(template, stack, workflow.prepare.role!));
    expect(prepare.filter((a) => !a.startsWith('dynamodb:') && !a.startsWith('xray:') && !a.startsWith('logs:'))).toEqual([]);
    const withClips = synth({ footageModelId: 'luma.ray-v2:0' });
    const prepareWithClips = actionsOf(statementsOf(withClips.template, withClips.stack, withClips.stack.workflow.prepare.role!));
    expect(prepareWithClips.filter((a) => !a.startsWith('dynamodb:') && !a.startsWith('xray:') && !a.startsWith('logs:'))).toEqual([]);
    // Two syntheses.
  }, 180_000);
});
