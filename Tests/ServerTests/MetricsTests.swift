import Server
import Testing

struct MetricsTests {
    @Test func rendersPrometheusText() {
        let metrics = Metrics()
        metrics.recordRequest(route: "/a", status: 200, duration: .milliseconds(3))
        metrics.recordRequest(route: "/a", status: 404, duration: .milliseconds(20))
        metrics.recordCacheHit()
        metrics.recordCacheMiss()
        metrics.recordCacheMiss()
        metrics.setGauge("quad_snapshot_age_seconds", 42, help: "Seconds since the dataset was published.")
        // Buckets: 3 ms first fits le=0.005, 20 ms first fits le=0.025 (worked out by hand).
        let expected = """
        # HELP quad_http_requests_total HTTP requests answered, by route template and status.
        # TYPE quad_http_requests_total counter
        quad_http_requests_total{route="/a",status="200"} 1
        quad_http_requests_total{route="/a",status="404"} 1
        # HELP quad_http_request_duration_seconds Time from reading the request to queueing the answer.
        # TYPE quad_http_request_duration_seconds histogram
        quad_http_request_duration_seconds_bucket{route="/a",le="0.0001"} 0
        quad_http_request_duration_seconds_bucket{route="/a",le="0.00025"} 0
        quad_http_request_duration_seconds_bucket{route="/a",le="0.0005"} 0
        quad_http_request_duration_seconds_bucket{route="/a",le="0.001"} 0
        quad_http_request_duration_seconds_bucket{route="/a",le="0.0025"} 0
        quad_http_request_duration_seconds_bucket{route="/a",le="0.005"} 1
        quad_http_request_duration_seconds_bucket{route="/a",le="0.01"} 1
        quad_http_request_duration_seconds_bucket{route="/a",le="0.025"} 2
        quad_http_request_duration_seconds_bucket{route="/a",le="0.05"} 2
        quad_http_request_duration_seconds_bucket{route="/a",le="0.1"} 2
        quad_http_request_duration_seconds_bucket{route="/a",le="0.25"} 2
        quad_http_request_duration_seconds_bucket{route="/a",le="0.5"} 2
        quad_http_request_duration_seconds_bucket{route="/a",le="1"} 2
        quad_http_request_duration_seconds_bucket{route="/a",le="2.5"} 2
        quad_http_request_duration_seconds_bucket{route="/a",le="5"} 2
        quad_http_request_duration_seconds_bucket{route="/a",le="10"} 2
        quad_http_request_duration_seconds_bucket{route="/a",le="+Inf"} 2
        quad_http_request_duration_seconds_sum{route="/a"} 0.023
        quad_http_request_duration_seconds_count{route="/a"} 2
        # HELP quad_http_cache_hits_total Requests answered from the response cache.
        # TYPE quad_http_cache_hits_total counter
        quad_http_cache_hits_total 1
        # HELP quad_http_cache_misses_total Cacheable requests the response cache could not answer.
        # TYPE quad_http_cache_misses_total counter
        quad_http_cache_misses_total 2
        # HELP quad_snapshot_age_seconds Seconds since the dataset was published.
        # TYPE quad_snapshot_age_seconds gauge
        quad_snapshot_age_seconds 42

        """
        #expect(metrics.render() == expected)
    }

    @Test func bucketBoundIsInclusiveAndSlowGoesToInf() {
        let metrics = Metrics()
        metrics.recordRequest(route: "/b", status: 200, duration: .milliseconds(5))
        metrics.recordRequest(route: "/b", status: 200, duration: .seconds(11))
        let text = metrics.render()
        #expect(text.contains("quad_http_request_duration_seconds_bucket{route=\"/b\",le=\"0.0025\"} 0\n"))
        #expect(text.contains("quad_http_request_duration_seconds_bucket{route=\"/b\",le=\"0.005\"} 1\n"))
        #expect(text.contains("quad_http_request_duration_seconds_bucket{route=\"/b\",le=\"10\"} 1\n"))
        #expect(text.contains("quad_http_request_duration_seconds_bucket{route=\"/b\",le=\"+Inf\"} 2\n"))
        #expect(metrics.requestCount(route: "/b", status: 200) == 2)
    }

    @Test func labelValuesAreEscaped() {
        let metrics = Metrics()
        metrics.recordRequest(route: "/q\"uote\\back\nline", status: 500, duration: .zero)
        #expect(metrics.render().contains(#"quad_http_requests_total{route="/q\"uote\\back\nline",status="500"} 1"#))
    }

    @Test func gaugesCanBeReplaced() {
        let metrics = Metrics()
        metrics.setGauge("quad_x", 1.5, help: "X.")
        metrics.setGauge("quad_x", 2.25, help: "X.")
        #expect(metrics.gauge("quad_x") == 2.25)
        #expect(metrics.render().contains("quad_x 2.25\n"))
    }

    @Test func countersCopiedInRenderAsCounters() {
        let metrics = Metrics()
        metrics.setCounter("quad_postgres_round_trips_total", 12, help: "Batches.")
        metrics.setCounter("quad_postgres_round_trips_total", 15, help: "Batches.")
        #expect(metrics.render().hasSuffix("""
            # HELP quad_postgres_round_trips_total Batches.
            # TYPE quad_postgres_round_trips_total counter
            quad_postgres_round_trips_total 15

            """))
    }
}
