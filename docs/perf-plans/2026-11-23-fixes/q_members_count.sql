explain (analyze, buffers) select count(*) from members m where m.client_id = 3;
