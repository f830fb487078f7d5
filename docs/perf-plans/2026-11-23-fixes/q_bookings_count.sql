explain (analyze, buffers) select count(*) from bookings where client_id = 3;
