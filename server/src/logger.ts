import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { PrettyOptions } from 'pino-pretty';
import type { Config } from './config';
import { maskingStream } from './logMasking';

type LogSettings = Pick<Config, 'logLevel' | 'logFormat'>;
type LoggerOptions = { level: string; stream: { write(line: string): unknown } };

/**
 * The server's logger options (Fastify's `logger`): one JSON object per line for log collectors, pino-pretty's readable
 * lines when a person watches the terminal (LOG_FORMAT; pretty by default when stdout is a TTY). Pretty printing runs
 * in this process and writes synchronously, so the last lines before an exit are never lost. Either way each line is
 * masked first (logMasking.ts); `destination` (standard output by default) is where the lines end up.
 */
export async function loggerOptions(config: LogSettings, destination?: NodeJS.WritableStream): Promise<LoggerOptions> {
  if (config.logFormat !== 'pretty')
    return { level: config.logLevel, stream: maskingStream(destination ?? pino.destination(1)) };
  const { default: pretty } = await import('pino-pretty');
  return { level: config.logLevel, stream: maskingStream(pretty({ ...PRETTY, ...(destination && { destination }) })) };
}

/** A logger with these options for the start before the server exists, so it writes like the server's. */
export function createLogger({ stream, ...options }: LoggerOptions): FastifyBaseLogger {
  return pino(options, stream);
}

interface RequestFields {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  reqId?: string;
}

/**
 * Request lines on one line each: "incoming request: GET /api/health [req-1]", "request completed: 200 in 4 ms
 * [req-1]".
 */
const PRETTY: PrettyOptions = {
  sync: true,
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname,reqId,req,res,responseTime',
  messageFormat: (log, messageKey) => {
    const { req, res, responseTime, reqId } = log as RequestFields;
    const request = req?.method
      ? `: ${req.method} ${req.url}`
      : res?.statusCode
        ? `: ${res.statusCode} in ${Math.round(responseTime ?? 0)} ms`
        : '';
    return `${String(log[messageKey])}${request}${reqId ? ` [${reqId}]` : ''}`;
  },
};
