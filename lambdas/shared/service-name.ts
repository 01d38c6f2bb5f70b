/** The service's name in logs, metrics and traces. */
export const SERVICE_NAME = 'video-service';
