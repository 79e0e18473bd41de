export { CardEntryFrame, type CardEntryFrameProps } from './CardEntryFrame';
export { displayStatusDescription, type CardEntrySession, type FrameFundingResponse } from './frameProtocol';
