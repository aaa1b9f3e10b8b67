/**
 * The one thing the analysis needs from an AI service: send a system and a user
 * message, asking for a JSON object back, and get the reply text. The real
 * implementation is the openai SDK (sdk-transport.ts); tests of the retry logic
 * can pass a hand-written one.
 */
export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** Aborted on cancel and when the attempt's time is up. */
  signal: AbortSignal;
  timeoutMs: number;
}

export interface ChatTransport {
  /**
   * Resolves with the first choice's message content (null or '' when the service
   * sent none); rejects with an `AiRequestError`, or with the signal's reason when aborted.
   */
  complete(request: ChatRequest): Promise<string | null>;
}
