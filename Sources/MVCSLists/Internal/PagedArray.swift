/// An array kept in pages of 64 elements, so that a copy shares its pages and an edit of the
/// copy copies the page it changes and the table of page references, not every element.
///
/// ``ChunkedRows`` keeps its per-chunk tables in these: the first edit of a copy of a list of a
/// million rows (15,000 chunks) then copies about 250 page references per table rather than
/// 15,000 entries, which made ten edits of such a copy cost ten times those of a 100,000-row one.
///
/// Every page but the last is full, so an element's page is its index ÷ 64. Inserting or
/// removing in the middle shifts one element across each following page: O(count), like an
/// array, and rare for chunk tables (a chunk splits or empties once in many edits).
@usableFromInline struct PagedArray<Element>: RandomAccessCollection, ExpressibleByArrayLiteral {
  @inlinable @inline(__always) static var pageShift: Int { 6 }
  @inlinable @inline(__always) static var pageSize: Int { 1 << pageShift }

  @usableFromInline var pages: [[Element]] = []
  @usableFromInline var storedCount = 0

  @inlinable init() {}

  @inlinable init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  @inlinable init(arrayLiteral elements: Element...) {
    self.init(elements)
  }

  @inlinable @inline(__always) var startIndex: Int { 0 }
  @inlinable @inline(__always) var endIndex: Int { storedCount }
  @inlinable @inline(__always) var count: Int { storedCount }

  @inlinable subscript(position: Int) -> Element {
    @inline(__always) _read {
      yield pages[position &>> Self.pageShift][position & (Self.pageSize - 1)]
    }
    @inline(__always) _modify {
      yield &pages[position &>> Self.pageShift][position & (Self.pageSize - 1)]
    }
  }

  @inlinable mutating func append(_ element: Element) {
    if storedCount & (Self.pageSize - 1) == 0 {
      var page: [Element] = []
      page.reserveCapacity(Self.pageSize)
      page.append(element)
      pages.append(page)
    } else {
      pages[pages.count - 1].append(element)
    }
    storedCount += 1
  }

  @discardableResult
  @inlinable mutating func removeLast() -> Element {
    let element = pages[pages.count - 1].removeLast()
    if pages[pages.count - 1].isEmpty { pages.removeLast() }
    storedCount -= 1
    return element
  }

  @inlinable mutating func insert(_ element: Element, at position: Int) {
    guard position < storedCount else { return append(element) }
    var page = position &>> Self.pageShift
    pages[page].insert(element, at: position & (Self.pageSize - 1))
    // Carry the overflow into the following pages.
    while pages[page].count > Self.pageSize {
      let carried = pages[page].removeLast()
      page += 1
      if page < pages.count {
        pages[page].insert(carried, at: 0)
      } else {
        var next: [Element] = []
        next.reserveCapacity(Self.pageSize)
        next.append(carried)
        pages.append(next)
      }
    }
    storedCount += 1
  }

  @discardableResult
  @inlinable mutating func remove(at position: Int) -> Element {
    var page = position &>> Self.pageShift
    let element = pages[page].remove(at: position & (Self.pageSize - 1))
    // Fill the gap from the following pages.
    while page + 1 < pages.count {
      let carried = pages[page + 1].removeFirst()
      pages[page].append(carried)
      page += 1
    }
    if pages[pages.count - 1].isEmpty { pages.removeLast() }
    storedCount -= 1
    return element
  }
}

extension PagedArray: Equatable where Element: Equatable {
  /// Compares page by page: pages a copy still shares compare by reference, at once.
  @inlinable static func == (lhs: PagedArray, rhs: PagedArray) -> Bool {
    lhs.storedCount == rhs.storedCount && lhs.pages == rhs.pages
  }
}

extension PagedArray: Sendable where Element: Sendable {}
