/**
 * Why an AWS model service refused a call, in words a caller may read (no ARNs, no request ids):
 * the fallbacks to the built-in planner and voice say it in plan_notes and the job's log. Names are
 * the error codes AWS documents for Bedrock Runtime (Converse, InvokeModel) and Polly (SynthesizeSpeech);
 * the SDK has already retried the passing ones (throttling, 5xx) by the time one reaches us.
 */
const REASONS: Readonly<Record<string, string>> = {
  AccessDeniedException: 'access to the model is not granted to this account or role',
  ValidationException: 'it refused the request as invalid for this model or Region',
  ResourceNotFoundException: 'the model is not offered in this Region',
  ThrottlingException: 'it kept throttling requests after retries',
  ServiceQuotaExceededException: 'the account reached its quota for the model',
  ServiceUnavailableException: 'the service was unavailable',
  InternalServerException: 'the service failed',
  ModelNotReadyException: 'the model was not ready',
  ModelTimeoutException: 'the model took too long',
  ModelErrorException: 'the model failed',
  EngineNotSupportedException: 'the voice does not have that engine in this Region',
  LanguageNotSupportedException: 'the voice does not speak that language',
  ServiceFailureException: 'the service failed',
  TextLengthExceededException: 'the line is too long for one request',
};

export function refusalReason(err: unknown): string {
  const name = err instanceof Error ? err.name : '';
  return REASONS[name] ?? 'the call failed';
}

/** The error's code for a log line: its name, never its message (which may carry ARNs). */
export function refusalCode(err: unknown): string {
  return err instanceof Error ? err.name : typeof err;
}
