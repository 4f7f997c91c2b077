/** A delivery-rate alert (null product or country: any). */
export interface DeliveryAlertsTable {
  id: string;
  main_id: string;
  product: string | null;
  country: string | null;
  below_percent: number;
  min_messages: number;
  callback_id: string | null;
  /** 'watching' | 'firing'. */
  state: string;
  fired_at: number | null;
  created_at: number;
}

/** Outbound messages by outcome, per five-minute slot of their sending time. */
export interface DeliverySlotsTable {
  main_id: string;
  /** The slot's start, epoch milliseconds. */
  slot: number;
  product: string;
  /** '' where the number names none. */
  country: string;
  delivered: number;
  failed: number;
}

declare module '../../db/schema' {
  interface Database {
    delivery_alerts: DeliveryAlertsTable;
    delivery_slots: DeliverySlotsTable;
  }
}
