import { RENDER_PROCESS_ENV } from '../lambdas/render/process-env';

// Imported first by every entry point. Lambda runs a current Node; locally Node 20 is
// supported, so the SDK's notice about its future Node floor is noise on every command.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
for (const [name, value] of Object.entries(RENDER_PROCESS_ENV)) process.env[name] ??= value;
