-- Every committed order insert or update is announced on the channel 'order_events', so each app
-- instance (and its websocket clients) hears about orders placed or changed through any other instance.
CREATE OR REPLACE FUNCTION notify_order_event() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify(
    'order_events',
    json_build_object('type', CASE WHEN TG_OP = 'INSERT' THEN 'NEW_ORDER' ELSE 'ORDER_UPDATED' END, 'id', NEW.id)::text
  );
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_notify_event ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_notify_event AFTER INSERT OR UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION notify_order_event();
