import Domain

/// One compared college held by reference, so that a page's row closures read its record in place: a `School` is a
/// large value, and handing one out of an array to a closure copies the whole record (every string and array in it
/// retained and released again) — for All the numbers, about 130 rows times four colleges.
final class ComparedCollege: Sendable {
    let school: School

    init(_ school: School) {
        self.school = school
    }
}
