/**
 * Amazon Polly narrator: the voice preset picks the Polly voice, the request language its
 * language code. Polly's raw PCM (16 kHz, 16-bit mono) is wrapped as WAV, the engine's format.
 */
import { PollyClient, SynthesizeSpeechCommand, type LanguageCode, type SynthesizeSpeechCommandInput } from '@aws-sdk/client-polly';
import { defaultVoiceFor, isVoicePreset, VOICE_PRESETS } from '../../core/presets';
import { pcm16MonoToWav } from '../audio/wav';
import type { SpeechRequest, SpeechSynthesizer } from '../ports';

const SAMPLE_RATE = 16_000;

/** Polly language codes are xx-YY; a bare language takes the preset voice's own region. */
function languageCode(request: SpeechRequest, presetCode: string): LanguageCode {
  const [lang, region] = request.language.split(/[-_]/);
  const code = lang && region && lang.toLowerCase() === presetCode.split('-')[0] ? `${lang.toLowerCase()}-${region.toUpperCase()}` : presetCode;
  // Polly checks the code; the presets only hold codes Polly lists.
  return code as LanguageCode;
}

export function pollyRequest(request: SpeechRequest): SynthesizeSpeechCommandInput {
  const id = isVoicePreset(request.voiceId) ? request.voiceId : defaultVoiceFor(request.language);
  const voice = VOICE_PRESETS[id].polly;
  return {
    Engine: 'neural',
    OutputFormat: 'pcm',
    SampleRate: String(SAMPLE_RATE),
    Text: request.text,
    TextType: 'text',
    VoiceId: voice.voiceId,
    LanguageCode: languageCode(request, voice.languageCode),
  };
}

export function pollySpeech(client: Pick<PollyClient, 'send'> = new PollyClient({})): SpeechSynthesizer {
  return {
    async synthesize(request) {
      const response = await client.send(new SynthesizeSpeechCommand(pollyRequest(request)));
      if (!response.AudioStream) throw new Error('Polly returned no audio');
      const pcm = Buffer.from(await response.AudioStream.transformToByteArray());
      return pcm16MonoToWav(pcm, SAMPLE_RATE);
    },
  };
}
