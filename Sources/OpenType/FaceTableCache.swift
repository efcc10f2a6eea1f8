#if os(Linux) && canImport(Synchronization) && !TYPESET_PTHREAD_CACHE
  import Synchronization
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The tables of one face that are parsed on first use and then kept: the naming table, the
/// kerning sources, the variation tables and the parsed outline table.
///
/// `Face` is an immutable value that opens in well under a microsecond because it parses only
/// the tables every client needs; the rest live here, one slot per table, behind a mutex so
/// that a face can be shared between threads. A slot is filled outside the lock (parsing one
/// table may need another, such as 'gvar' needing 'fvar'), so two threads may parse the same
/// table at once; the first result stored wins and both return it.
///
/// On Linux the slots live in a `Synchronization.Mutex` inside the face's storage object, so a
/// face costs one allocation. Apple platforms before macOS 15 and iOS 18 have no `Mutex`; there
/// one `ManagedBuffer` holds the slots and a pthread mutex (`ManagedBuffer` cannot be
/// `Sendable`; the wrapper is, because every access to the slots holds the mutex). Building
/// with `-D TYPESET_PTHREAD_CACHE` selects that variant on Linux too, so that it can be tested.
#if os(Linux) && canImport(Synchronization) && !TYPESET_PTHREAD_CACHE
  struct FaceTableCache: ~Copyable, Sendable {
    private let slots = Mutex(Slots())

    /// A cache with every slot unread.
    init() {}

    /// Runs `body` on the slots with the lock held.
    fileprivate func locked<Result: Sendable>(
      _ body: (inout Slots) -> Result
    ) -> Result {
      slots.withLock { body(&$0) }
    }
  }
#else
  struct FaceTableCache: @unchecked Sendable {
    private let storage: Storage

    private final class Storage: ManagedBuffer<Slots, pthread_mutex_t> {
      deinit {
        withUnsafeMutablePointerToElements { mutex in
          pthread_mutex_destroy(mutex)
          _ = mutex.deinitialize(count: 1)
        }
      }
    }

    /// A cache with every slot unread.
    init() {
      let buffer = Storage.create(minimumCapacity: 1) { _ in Slots() }
      storage = unsafeDowncast(buffer, to: Storage.self)
      storage.withUnsafeMutablePointerToElements { mutex in
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
      }
    }

    /// Runs `body` on the slots with the mutex held.
    fileprivate func locked<Result>(_ body: (inout Slots) -> Result) -> Result {
      storage.withUnsafeMutablePointers { slots, mutex in
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body(&slots.pointee)
      }
    }
  }
#endif

extension FaceTableCache {
  /// The value in `slot`, made by `make` (outside the lock) the first time.
  func value<Value: Sendable>(
    _ slot: WritableKeyPath<Slots, Slot<Value>>, orMake make: () -> Value
  ) -> Value {
    if case .read(let value) = locked({ $0[keyPath: slot] }) { return value }
    let made = make()
    return locked { slots in
      if case .read(let stored) = slots[keyPath: slot] { return stored }
      slots[keyPath: slot] = .read(made)
      return made
    }
  }

  /// A table that has not been looked at yet, or the result of looking.
  enum Slot<Value: Sendable>: Sendable {
    case unread
    case read(Value)
  }

  /// An immutable table behind a reference.
  final class Boxed<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
      self.value = value
    }
  }

  /// One slot per lazily parsed table.
  struct Slots: Sendable {
    var naming: Slot<Naming?> = .unread
    var kerningTable: Slot<Kerning?> = .unread
    var glyphPositioning: Slot<GlyphPositioning?> = .unread
    var fontVariations: Slot<FontVariations?> = .unread
    var axisVariations: Slot<AxisVariations?> = .unread
    // The two largest tables are kept behind a reference so that the slots, and with them
    // every face's storage, stay small (a storage object under 1 KiB is allocated from
    // glibc's per-thread cache, which halves the cost of malloc and free per face).
    var horizontalMetricsVariations: Slot<Boxed<HorizontalMetricsVariations>?> = .unread
    var metricsVariations: Slot<Boxed<MetricsVariations>?> = .unread
    var styleAttributes: Slot<StyleAttributes?> = .unread
    var glyphVariations: Slot<GlyphVariations?> = .unread
    var outlines: Slot<Result<OutlineTable, OpenTypeError>> = .unread
  }

}

/// Everything a face holds, behind one reference: the tables read when it was created, as
/// immutable properties that lookups read in place, and the cache of the others.
final class FaceStorage: Sendable {
  /// The bytes of the whole file.
  let data: FontData
  /// The absolute offset of the face's table directory.
  let offset: Int
  /// The face's table directory's offset table (the directory itself is made on request, so
  /// that the storage holds no second reference to the file).
  let directoryHeader: TableDirectory.Header
  /// 'head'.
  let fontHeader: FontHeader
  /// 'hhea'.
  let horizontalHeader: HorizontalHeader
  /// 'maxp'.
  let maximumProfile: MaximumProfile
  /// 'OS/2', when present and readable.
  let os2: OS2?
  /// 'post', when present and readable.
  let postScript: PostScript?
  /// 'cmap''s absolute range and chosen subtables, when present and readable.
  let characterMap: (start: Int, end: Int, lookup: CharacterMap.Lookup)?
  /// 'hmtx', when present and readable.
  let horizontalMetrics: HorizontalMetrics.Layout?
  /// Where 'glyf' and 'loca' are, when both are present and 'loca''s format is known: what
  /// drawing a TrueType glyph at the default location needs, without the table cache.
  let glyphLayout: GlyphData.Layout?
  /// The tables parsed on first use.
  let cache = FaceTableCache()

  /// Reads the table directory and the tables every face needs (see `Face.init(data:offset:)`).
  ///
  /// Each table is parsed from the file's bytes straight into this object's storage, in its
  /// own short borrow of the bytes, so that no table is copied after parsing.
  init(data: FontData, offset: Int) throws(OpenTypeError) {
    let directory = try data.withBytes { (bytes) throws(OpenTypeError) in
      try TableDirectory.header(bytes, at: offset)
    }
    let records = data.withUnsafeBytes { EagerRecords($0, directory) }
    let header: HorizontalHeader
    let profile: MaximumProfile
    do {
      let head = try records.required(records.head, FontHeader.tag)
      fontHeader = try data.withBytes { (bytes) throws(OpenTypeError) in
        try FontHeader(RawTable(bytes, start: head.start, end: head.end))
      }
      let hhea = try records.required(records.hhea, HorizontalHeader.tag)
      header = try data.withBytes { (bytes) throws(OpenTypeError) in
        try HorizontalHeader(RawTable(bytes, start: hhea.start, end: hhea.end))
      }
      let maxp = try records.required(records.maxp, MaximumProfile.tag)
      profile = try data.withBytes { (bytes) throws(OpenTypeError) in
        try MaximumProfile(RawTable(bytes, start: maxp.start, end: maxp.end))
      }
    }
    self.data = data
    self.offset = offset
    self.directoryHeader = directory
    self.horizontalHeader = header
    self.maximumProfile = profile
    if let os2 = records.optional(records.os2) {
      self.os2 = data.withUnsafeBytes { try? OS2(RawTable($0, start: os2.start, end: os2.end)) }
    } else {
      self.os2 = nil
    }
    if let post = records.optional(records.post) {
      self.postScript = data.withUnsafeBytes {
        try? PostScript(RawTable($0, start: post.start, end: post.end))
      }
    } else {
      self.postScript = nil
    }
    if let cmap = records.optional(records.cmap),
      let lookup = data.withUnsafeBytes({
        try? CharacterMap.Lookup(RawReader($0, at: cmap.start, limit: cmap.end))
      })
    {
      self.characterMap = (cmap.start, cmap.end, lookup)
    } else {
      self.characterMap = nil
    }
    if let hmtx = records.optional(records.hmtx) {
      self.horizontalMetrics = try? HorizontalMetrics.Layout(
        start: hmtx.start, limit: hmtx.end,
        numberOfHorizontalMetrics: header.numberOfHorizontalMetrics,
        numberOfGlyphs: profile.numberOfGlyphs)
    } else {
      self.horizontalMetrics = nil
    }
    if let glyf = records.optional(records.glyf), let loca = records.optional(records.loca),
      let locations = try? IndexToLocation.Layout(
        start: loca.start, length: loca.end - loca.start,
        indexToLocFormat: fontHeader.indexToLocationFormat,
        numberOfGlyphs: profile.numberOfGlyphs)
    {
      self.glyphLayout = GlyphData.Layout(
        glyfStart: glyf.start, glyfLength: glyf.end - glyf.start, locations: locations)
    } else {
      self.glyphLayout = nil
    }
  }
}

/// Where the tables `FaceStorage` parses when a face is opened are, found in one pass over the
/// table directory (the first record of each tag).
private struct EagerRecords {
  /// A table's absolute range; `start` is `missing` when the face lists no such table and
  /// `outside` when the table extends past the end of the file.
  typealias Location = (start: Int, end: Int)
  static let missing = -1
  static let outside = -2

  var head: Location = (missing, 0)
  var hhea: Location = (missing, 0)
  var maxp: Location = (missing, 0)
  var os2: Location = (missing, 0)
  var post: Location = (missing, 0)
  var cmap: Location = (missing, 0)
  var hmtx: Location = (missing, 0)
  var glyf: Location = (missing, 0)
  var loca: Location = (missing, 0)

  /// The records of the directory with offset table `directory`, whose file's bytes are
  /// `bytes`.
  @inline(__always)
  init(_ bytes: UnsafeRawBufferPointer, _ directory: TableDirectory.Header) {
    let first = directory.recordsOffset
    // The directory checked that its records are inside the file; the bound is kept anyway so
    // that every load below is visibly inside `bytes`.
    let count =
      first >= 0 && first <= bytes.count ? min(directory.count, (bytes.count - first) / 16) : 0
    @inline(__always)
    func uint32(_ position: Int) -> UInt32 {
      UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt32.self))
    }
    // The record at `position`'s table, as `TableDirectory.record(at:)` reads it.
    @inline(__always)
    func locate(_ location: inout Location, _ position: Int) {
      guard location.start == Self.missing else { return }
      let rawOffset = uint32(position + 8)
      let rawLength = uint32(position + 12)
      let fileSize = bytes.count
      guard rawOffset <= UInt32(Int32.max), rawLength <= UInt32(Int32.max),
        Int(rawOffset) <= fileSize, Int(rawLength) <= fileSize - Int(rawOffset)
      else {
        location = (Self.outside, 0)
        return
      }
      location = (Int(rawOffset), Int(rawOffset) + Int(rawLength))
    }
    for index in 0..<count {
      let position = first + index * 16
      switch uint32(position) {
      case 0x6865_6164: locate(&head, position)  // 'head'
      case 0x6868_6561: locate(&hhea, position)  // 'hhea'
      case 0x6D61_7870: locate(&maxp, position)  // 'maxp'
      case 0x4F53_2F32: locate(&os2, position)  // 'OS/2'
      case 0x706F_7374: locate(&post, position)  // 'post'
      case 0x636D_6170: locate(&cmap, position)  // 'cmap'
      case 0x686D_7478: locate(&hmtx, position)  // 'hmtx'
      case 0x676C_7966: locate(&glyf, position)  // 'glyf'
      case 0x6C6F_6361: locate(&loca, position)  // 'loca'
      default: break
      }
    }
  }

  /// The range of a table the face cannot do without.
  ///
  /// - Throws: ``OpenTypeError/missingTable(_:)`` when the face does not list it,
  ///   ``OpenTypeError/malformedTable(_:reason:)`` when it extends past the end of the file.
  @inline(__always)
  func required(_ location: Location, _ tag: Tag) throws(OpenTypeError) -> Location {
    if location.start == Self.missing { throw .missingTable(tag) }
    if location.start == Self.outside {
      throw .malformedTable(tag, reason: "the table extends past the end of the file")
    }
    return location
  }

  /// The range of an optional table, or `nil` when it is missing or extends past the file.
  @inline(__always)
  func optional(_ location: Location) -> Location? {
    location.start >= 0 ? location : nil
  }
}

/// A face's parsed outline table, kept so that outlining a glyph does not re-read the table's
/// header, INDEXes and DICTs. Each case holds a class, so that taking the table from the cache
/// costs one retain and calling into it copies none of the readers inside.
enum OutlineTable: Sendable {
  /// 'glyf' and 'loca', with 'gvar' for a variable face.
  case trueType(Box<TrueTypeOutlines>)
  /// 'CFF '.
  case compactFontFormat(Box<CompactFontFormat>)
  /// 'CFF2'.
  case compactFontFormat2(Box<CompactFontFormat2>)

  /// An immutable value behind a reference.
  final class Box<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
      self.value = value
    }
  }
}

/// 'glyf' and 'loca', with 'gvar' for a variable face.
struct TrueTypeOutlines: Sendable {
  let glyphs: GlyphData
  let variations: GlyphVariations?
}

extension OutlineTable {
  /// The tag of the table the outlines come from.
  var tag: Tag {
    switch self {
    case .trueType: GlyphData.tag
    case .compactFontFormat: CompactFontFormat.tag
    case .compactFontFormat2: CompactFontFormat2.tag
    }
  }

  /// Draws a glyph at `coordinates` (empty for the default location) into `builder`, reading
  /// the kept tables without copying them.
  func draw(
    _ glyph: Int, coordinates: [Double], into builder: inout OutlineBuilder
  ) throws(OpenTypeError) {
    switch self {
    case .trueType(let box):
      try box.value.glyphs.draw(
        glyph, variations: coordinates.isEmpty ? nil : box.value.variations,
        coordinates: coordinates, into: &builder)
    case .compactFontFormat(let box):
      try box.value.draw(glyph, into: &builder)
    case .compactFontFormat2(let box):
      try box.value.draw(glyph, coordinates: coordinates, into: &builder)
    }
  }
}
