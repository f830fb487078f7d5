explain (analyze, buffers) select count(*) from (select 1 from members m where m.client_id = 3 limit 10001) c;
