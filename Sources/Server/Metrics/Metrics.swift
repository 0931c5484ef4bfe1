import Core
import Synchronization

/// Server metrics: requests by route template and status, latency per route, response-cache hits and misses,
/// and gauges anyone can set. ``render()`` gives the Prometheus text exposition format.
///
/// ```swift
/// metrics.setGauge("quad_snapshot_age_seconds", 42, help: "Seconds since the dataset was published.")
/// let text = metrics.render()   // for GET /admin/metrics
/// ```
public final class Metrics: Sendable {
    private struct RouteStatus: Hashable {
        let route: String
        let status: Int
    }

    private struct Gauge {
        var help: String
        var value: Double
        var isCounter = false
    }

    private struct State {
        var requests: [RouteStatus: UInt64] = [:]
        var latency: [String: Histogram] = [:]
        var cacheHits: UInt64 = 0
        var cacheMisses: UInt64 = 0
        var gauges: [String: Gauge] = [:]
    }

    private let state = Mutex(State())

    public init() {}

    /// Counts one answered request and its latency.
    public func recordRequest(route: String, status: Int, duration: Duration) {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        state.withLock { state in
            state.requests[RouteStatus(route: route, status: status), default: 0] += 1
            state.latency[route, default: Histogram()].observe(seconds)
        }
    }

    /// Counts a request answered from the response cache.
    public func recordCacheHit() { state.withLock { $0.cacheHits += 1 } }

    /// Counts a request answered from the response cache: the hit, the request and its latency, under one lock.
    func recordCacheHit(route: String, status: Int, duration: Duration) {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        state.withLock { state in
            state.requests[RouteStatus(route: route, status: status), default: 0] += 1
            state.latency[route, default: Histogram()].observe(seconds)
            state.cacheHits += 1
        }
    }

    /// Counts a cacheable request the response cache could not answer.
    public func recordCacheMiss() { state.withLock { $0.cacheMisses += 1 } }

    /// Sets gauge `name` (a Prometheus metric name) to `value`.
    public func setGauge(_ name: String, _ value: Double, help: String) {
        state.withLock { $0.gauges[name] = Gauge(help: help, value: value) }
    }

    /// Sets counter `name` (a Prometheus metric name ending in `_total`) to `value`, a running total kept elsewhere
    /// (the Postgres pool's statistics) and copied in before each render.
    public func setCounter(_ name: String, _ value: Double, help: String) {
        state.withLock { $0.gauges[name] = Gauge(help: help, value: value, isCounter: true) }
    }

    /// Response-cache hits so far.
    public var cacheHits: Int { state.withLock { Int($0.cacheHits) } }

    /// Response-cache misses so far.
    public var cacheMisses: Int { state.withLock { Int($0.cacheMisses) } }

    /// Requests answered so far for `route` with `status`.
    public func requestCount(route: String, status: Int) -> Int {
        state.withLock { Int($0.requests[RouteStatus(route: route, status: status)] ?? 0) }
    }

    /// The current value of gauge `name`.
    public func gauge(_ name: String) -> Double? { state.withLock { $0.gauges[name]?.value } }

    /// Everything in the Prometheus text exposition format (version 0.0.4), sorted for stable output.
    public func render() -> String {
        let snapshot = state.withLock { $0 }
        var out = ""
        out += "# HELP quad_http_requests_total HTTP requests answered, by route template and status.\n"
        out += "# TYPE quad_http_requests_total counter\n"
        for (key, count) in snapshot.requests.sorted(by: { ($0.key.route, $0.key.status) < ($1.key.route, $1.key.status) }) {
            out += "quad_http_requests_total{route=\"\(Self.escape(key.route))\",status=\"\(key.status)\"} \(count)\n"
        }
        out += "# HELP quad_http_request_duration_seconds Time from reading the request to queueing the answer.\n"
        out += "# TYPE quad_http_request_duration_seconds histogram\n"
        for (route, histogram) in snapshot.latency.sorted(by: { $0.key < $1.key }) {
            let label = "route=\"\(Self.escape(route))\""
            for (bound, count) in zip(Histogram.bounds.map(Self.number) + ["+Inf"], histogram.cumulative) {
                out += "quad_http_request_duration_seconds_bucket{\(label),le=\"\(bound)\"} \(count)\n"
            }
            out += "quad_http_request_duration_seconds_sum{\(label)} \(Self.number(histogram.sum))\n"
            out += "quad_http_request_duration_seconds_count{\(label)} \(histogram.count)\n"
        }
        out += "# HELP quad_http_cache_hits_total Requests answered from the response cache.\n"
        out += "# TYPE quad_http_cache_hits_total counter\n"
        out += "quad_http_cache_hits_total \(snapshot.cacheHits)\n"
        out += "# HELP quad_http_cache_misses_total Cacheable requests the response cache could not answer.\n"
        out += "# TYPE quad_http_cache_misses_total counter\n"
        out += "quad_http_cache_misses_total \(snapshot.cacheMisses)\n"
        for (name, gauge) in snapshot.gauges.sorted(by: { $0.key < $1.key }) {
            out += "# HELP \(name) \(Self.escapeHelp(gauge.help))\n"
            out += "# TYPE \(name) \(gauge.isCounter ? "counter" : "gauge")\n"
            out += "\(name) \(Self.number(gauge.value))\n"
        }
        return out
    }

    /// The content type of ``render()``'s output.
    public static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "+Inf" : "-Inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    static func escape(_ label: String) -> String {
        var out = ""
        for character in label {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out
    }

    private static func escapeHelp(_ help: String) -> String {
        help.replacingBackslashesAndNewlines()
    }
}

private extension String {
    func replacingBackslashesAndNewlines() -> String {
        var out = ""
        for character in self {
            switch character {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out
    }
}
