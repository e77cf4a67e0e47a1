// server/client-area: Node only. What each template gives the renderer: a subject and a body from the same data.
import type { ReactElement } from 'react';
import type { MessageData, MessageTemplate } from './message-types';

export interface MessageProps<T extends MessageTemplate> {
  data: MessageData[T];
  /** The finished subject line, which the body repeats as its title. */
  subject: string;
}

export interface MessageDefinition<T extends MessageTemplate> {
  /** The subject; the renderer collapses its whitespace, so data in it cannot break the header. */
  getSubject: (data: MessageData[T]) => string;
  Message: (props: MessageProps<T>) => ReactElement;
}
