/// An array kept in pages of 16 elements, themselves kept in books of 16 pages, so that a copy
/// shares its books and pages and an edit of the copy copies the table of books, one book (16
/// page references) and the page it changes (16 elements), not every element.
///
/// ``ChunkedRows`` keeps its per-chunk tables in these. The first edit of a copy of a list of a
/// million rows (15,000 chunks) then copies about 60 book references, and each edit after it a
/// book and a page at most: ten edits of such a copy cost about what they cost in a 100,000-row
/// one. Small pages matter because copying a page retains each chunk it names: with pages of 64
/// chunks, 1,000 edits of a copy of a million rows retained (and later released) 15,000 chunks
/// spread over the memory, which made the batch cost twice that of a 100,000-row one.
///
/// Every page but the last is full, and every book but the last, so an element's page is its
/// index ÷ 16. Inserting or removing in the middle shifts one element across each following
/// page: O(count), like an array, and rare for chunk tables (a chunk splits or empties once in
/// many edits).
@usableFromInline struct PagedArray<Element>: RandomAccessCollection, ExpressibleByArrayLiteral {
  @inlinable @inline(__always) static var pageShift: Int { 4 }
  @inlinable @inline(__always) static var pageSize: Int { 1 << pageShift }
  @inlinable @inline(__always) static var bookShift: Int { 4 }
  @inlinable @inline(__always) static var bookSize: Int { 1 << bookShift }

  /// The books of pages, in order.
  @usableFromInline var books: [[[Element]]] = []
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

  /// The number of pages.
  @inlinable var pageCount: Int { (storedCount + Self.pageSize - 1) &>> Self.pageShift }

  @inlinable subscript(position: Int) -> Element {
    @inline(__always) _read {
      let page = position &>> Self.pageShift
      yield books[page &>> Self.bookShift][page & (Self.bookSize - 1)][
        position & (Self.pageSize - 1)]
    }
    @inline(__always) _modify {
      let page = position &>> Self.pageShift
      yield &books[page &>> Self.bookShift][page & (Self.bookSize - 1)][
        position & (Self.pageSize - 1)]
    }
  }

  /// A page, by its index.
  @inlinable subscript(page page: Int) -> [Element] {
    @inline(__always) _read {
      yield books[page &>> Self.bookShift][page & (Self.bookSize - 1)]
    }
    @inline(__always) _modify {
      yield &books[page &>> Self.bookShift][page & (Self.bookSize - 1)]
    }
  }

  /// Every page, in order; for tests and for code that reads the pages once.
  @inlinable var pages: [[Element]] { Array(books.joined()) }

  @inlinable mutating func appendPage(_ element: Element) {
    var page: [Element] = []
    page.reserveCapacity(Self.pageSize)
    page.append(element)
    if pageCount & (Self.bookSize - 1) == 0 {
      var book: [[Element]] = []
      book.reserveCapacity(Self.bookSize)
      book.append(page)
      books.append(book)
    } else {
      books[books.count - 1].append(page)
    }
  }

  @inlinable mutating func append(_ element: Element) {
    if storedCount & (Self.pageSize - 1) == 0 {
      appendPage(element)
    } else {
      self[page: pageCount - 1].append(element)
    }
    storedCount += 1
  }

  /// Drops the last page when it is empty, and then the last book when it is.
  @inlinable mutating func dropEmptyLastPage() {
    let book = books.count - 1
    guard book >= 0, books[book][books[book].count - 1].isEmpty else { return }
    books[book].removeLast()
    if books[book].isEmpty { books.removeLast() }
  }

  @discardableResult
  @inlinable mutating func removeLast() -> Element {
    let element = self[page: pageCount - 1].removeLast()
    dropEmptyLastPage()
    storedCount -= 1
    return element
  }

  @inlinable mutating func insert(_ element: Element, at position: Int) {
    guard position < storedCount else { return append(element) }
    var page = position &>> Self.pageShift
    let pages = pageCount
    self[page: page].insert(element, at: position & (Self.pageSize - 1))
    // Carry the overflow into the following pages.
    while self[page: page].count > Self.pageSize {
      let carried = self[page: page].removeLast()
      page += 1
      if page < pages {
        self[page: page].insert(carried, at: 0)
      } else {
        appendPage(carried)
      }
    }
    storedCount += 1
  }

  @discardableResult
  @inlinable mutating func remove(at position: Int) -> Element {
    var page = position &>> Self.pageShift
    let pages = pageCount
    let element = self[page: page].remove(at: position & (Self.pageSize - 1))
    // Fill the gap from the following pages.
    while page + 1 < pages {
      let carried = self[page: page + 1].removeFirst()
      self[page: page].append(carried)
      page += 1
    }
    storedCount -= 1
    dropEmptyLastPage()
    return element
  }
}

extension PagedArray: Equatable where Element: Equatable {
  /// Compares book by book and page by page: books and pages a copy still shares compare by
  /// reference, at once.
  @inlinable static func == (lhs: PagedArray, rhs: PagedArray) -> Bool {
    lhs.storedCount == rhs.storedCount && lhs.books == rhs.books
  }
}

extension PagedArray: Sendable where Element: Sendable {}
