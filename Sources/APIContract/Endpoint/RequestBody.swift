public import QuadAPIModels
import Foundation

/// How an endpoint reads its request body: once, before the handler runs, within the spec's size limit.
///
/// A `Decodable` body type gets JSON reading for free (declare `extension MyBody: RequestBody {}`): a body that is
/// not that JSON is an ``InputError`` naming the field that failed. ``NoBody`` ignores the body;
/// ``OptionalBody`` hands the handler nil instead of refusing.
public protocol RequestBody: Sendable {
    /// Reads `bytes` (empty when no body was sent).
    static func read(_ bytes: [UInt8]) throws(InputError) -> Self
}

extension RequestBody where Self: Decodable {
    public static func read(_ bytes: [UInt8]) throws(InputError) -> Self {
        try JSONRequestDecoder.decode(Self.self, from: bytes)
    }
}

/// An endpoint that takes no body (whatever is sent is ignored).
public struct NoBody: RequestBody, Hashable {
    public init() {}
    public static func read(_ bytes: [UInt8]) -> NoBody { NoBody() }
}

/// A JSON body the handler may do without: ``value`` is nil when the body is missing or is not that JSON, and the
/// service decides what that means (`POST /me/delete` answers its own 400).
public struct OptionalBody<Value: Decodable & Sendable>: RequestBody {
    public var value: Value?

    public init(_ value: Value?) { self.value = value }

    public static func read(_ bytes: [UInt8]) -> OptionalBody {
        guard !bytes.isEmpty else { return OptionalBody(nil) }
        return OptionalBody(try? JSONRequestDecoder.decode(Value.self, from: bytes))
    }
}

/// The one JSON decoder request bodies go through.
public enum JSONRequestDecoder {
    /// What a client is told when the body is not the JSON the endpoint takes.
    public static let unreadableMessage = "The request body isn't the JSON this endpoint takes."

    private static let decoder = JSONDecoder()

    /// Decodes `bytes` as `T`; failure is an ``InputError`` whose field is the path to the value that failed.
    public static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws(InputError) -> T {
        do {
            return try decoder.decode(T.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw InputError(.body, field: field(of: error), message: unreadableMessage)
        } catch {
            throw InputError(.body, field: nil, message: unreadableMessage)
        }
    }

    /// The dotted path (`data.birth_year`, `items.0`) of the value a decoding error is about; nil for the whole body.
    static func field(of error: DecodingError) -> String? {
        let path: [any CodingKey]
        switch error {
        case let .keyNotFound(key, context): path = context.codingPath + [key]
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            path = context.codingPath
        @unknown default: return nil
        }
        guard !path.isEmpty else { return nil }
        return path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}

extension JSONValue: RequestBody {}
extension PasswordChangeRequest: RequestBody {}
extension AuthPrecheckRequest: RequestBody {}
extension AuthRequests.SignUp: RequestBody {}
extension AuthRequests.Token: RequestBody {}
extension AuthRequests.EmailLink: RequestBody {}
extension AuthRequests.Verify: RequestBody {}
extension AuthRequests.UpdateUser: RequestBody {}
