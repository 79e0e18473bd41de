export { WalletTab } from './WalletTab';
export type { WalletCardEntry, WalletTabProps } from './WalletTab';
export { walletsQueryOptions } from './queries';
export { WALLET_COLOURS, walletColour } from './walletColours';
