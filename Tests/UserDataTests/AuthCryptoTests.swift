import Foundation
import QuadAPIModels
import Testing
@testable import UserData

/// Known-answer vectors from the RFCs (RFC 4648 §10 base64, RFC 4231 HMAC-SHA256, RFC 7914 §11 PBKDF2-SHA256 and
/// §12 scrypt, FIPS 180-2 SHA-256), cross-checked with Python's hashlib/hmac.
struct AuthCryptoTests {
    static func hex(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            out.append(UInt8(text[index..<next], radix: 16)!)
            index = next
        }
        return out
    }

    @Test func base64URLEncodesTheRFC4648VectorsWithoutPadding() {
        let vectors = ["": "", "f": "Zg", "fo": "Zm8", "foo": "Zm9v", "foob": "Zm9vYg", "fooba": "Zm9vYmE", "foobar": "Zm9vYmFy"]
        for (plain, encoded) in vectors {
            #expect(Base64URL.encode(Array(plain.utf8)) == encoded, "\(plain)")
            #expect(Base64URL.decode(encoded) == Array(plain.utf8), "\(encoded)")
        }
    }

    @Test func base64URLUsesTheURLSafeAlphabet() {
        #expect(Base64URL.encode([0xfb, 0xff]) == "-_8")
        #expect(Base64URL.decode("-_8") == [0xfb, 0xff])
        #expect(Base64URL.encode([0xff, 0xff, 0xff]) == "____")
        let all = (0...255).map(UInt8.init)
        #expect(Base64URL.decode(Base64URL.encode(all)) == all)
    }

    @Test func base64URLRefusesPaddingForeignCharactersAndStrayBits() {
        #expect(Base64URL.decode("Zg==") == nil)      // padding
        #expect(Base64URL.decode("Z") == nil)         // 1 mod 4
        #expect(Base64URL.decode("Zh") == nil)        // 'h' leaves non-zero bits after the last byte
        #expect(Base64URL.decode("Zm9+") == nil)      // '+' is standard base64, not base64url
        #expect(Base64URL.decode("Zm9/") == nil)
        #expect(Base64URL.decode("Zm 9") == nil)
        #expect(Base64URL.decode("Zm9v\n") == nil)
        #expect(Base64URL.decode("") == [])
    }

    @Test func sha256MatchesFIPSVectors() {
        #expect(Hex.string(Digest.sha256(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Digest.sha256Hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func hmacSHA256MatchesRFC4231() {
        #expect(Hex.string(Digest.hmacSHA256(key: [UInt8](repeating: 0x0b, count: 20), message: Array("Hi There".utf8)))
            == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(Hex.string(Digest.hmacSHA256(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8)))
            == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(Hex.string(Digest.hmacSHA256(key: [UInt8](repeating: 0xaa, count: 131),
                                             message: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)))
            == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    @Test func scryptMatchesRFC7914() {
        #expect(KeyDerivation.scrypt(password: [], salt: [], n: 16, r: 1, p: 1, length: 64) == Self.hex(
            "77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906"))
        #expect(KeyDerivation.scrypt(password: Array("password".utf8), salt: Array("NaCl".utf8), n: 1024, r: 8, p: 16,
                                     length: 64) == Self.hex(
            "fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640"))
        #expect(KeyDerivation.scrypt(password: [1], salt: [1], n: 3, r: 1, p: 1, length: 32) == nil)  // N not a power of 2
    }

    @Test func scryptWorksAtTheProductionCostWithTheRaisedMemoryLimit() {
        // N = 2^15, r = 8 needs 32 MiB, exactly OpenSSL's default limit, which refuses it.
        #expect(KeyDerivation.scrypt(password: Array("pw".utf8), salt: Array("salt".utf8), n: 32768, r: 8, p: 1, length: 32)?
            .count == 32)
    }

    @Test func pbkdf2MatchesRFC7914Section11() {
        #expect(KeyDerivation.pbkdf2SHA256(password: Array("passwd".utf8), salt: Array("salt".utf8), iterations: 1, length: 64)
            == Self.hex("55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783"))
    }

    @Test func passwordHashesRoundTripAndRefuseOthers() async {
        let hasher = PasswordHasher(n: 16)
        let hash = await hasher.hash("correct horse battery staple")
        #expect(hash.hasPrefix("scrypt$16$8$1$"))
        #expect(await hasher.verify("correct horse battery staple", against: hash))
        #expect(!(await hasher.verify("correct horse battery stapler", against: hash)))
        #expect(!(await hasher.verify("x", against: "bcrypt$whatever")))
        #expect(await hasher.hash("same") != (await hasher.hash("same")))  // fresh salt each time
        // An imported PBKDF2 hash (RFC 7914 §11 vector: "passwd", "salt", 1 round, 64 bytes).
        let imported = "pbkdf2-sha256$1$" + Base64URL.encode(Array("salt".utf8)) + "$" + Base64URL.encode(Self.hex(
            "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783"))
        #expect(await hasher.verify("passwd", against: imported))
        #expect(!(await hasher.verify("passwd2", against: imported)))
    }

    @Test func randomTokensAreDistinctAndDigitsAreDigits() {
        #expect(SecureRandom.token().count == 43)
        #expect(SecureRandom.token() != SecureRandom.token())
        let code = SecureRandom.digits(6)
        #expect(code.count == 6 && code.allSatisfy(\.isNumber))
    }

    @Test func constantTimeEqualityComparesContentAndLength() {
        #expect(Digest.constantTimeEqual([1, 2, 3], [1, 2, 3]))
        #expect(!Digest.constantTimeEqual([1, 2, 3], [1, 2, 4]))
        #expect(!Digest.constantTimeEqual([1, 2, 3], [1, 2]))
    }
}
