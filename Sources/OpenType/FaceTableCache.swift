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

  /// One slot per lazily parsed table.
  struct Slots: Sendable {
    var naming: Slot<Naming?> = .unread
    var kerningTable: Slot<Kerning?> = .unread
    var glyphPositioning: Slot<GlyphPositioning?> = .unread
    var fontVariations: Slot<FontVariations?> = .unread
    var axisVariations: Slot<AxisVariations?> = .unread
    var horizontalMetricsVariations: Slot<HorizontalMetricsVariations?> = .unread
    var metricsVariations: Slot<MetricsVariations?> = .unread
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
  /// The face's table directory.
  let tableDirectory: TableDirectory
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
  /// 'cmap', when present and readable.
  let characterMap: CharacterMap?
  /// 'hmtx', when present and readable.
  let horizontalMetrics: HorizontalMetrics?
  /// The tables parsed on first use.
  let cache = FaceTableCache()

  /// Reads the table directory and the tables every face needs (see `Face.init(data:offset:)`).
  init(data: FontData, offset: Int) throws(OpenTypeError) {
    let directory = try TableDirectory(data, at: offset)
    // One pass over the directory finds the tables read now (the first record of each tag);
    // looking each one up with `record(for:)` costs about a quarter more instructions per open.
    var head: Int?
    var hhea: Int?
    var maxp: Int?
    var os2: Int?
    var post: Int?
    var cmap: Int?
    var hmtx: Int?
    for index in 0..<directory.count {
      switch directory.tag(at: index).rawValue {
      case 0x6865_6164: head = head ?? index  // 'head'
      case 0x6868_6561: hhea = hhea ?? index  // 'hhea'
      case 0x6D61_7870: maxp = maxp ?? index  // 'maxp'
      case 0x4F53_2F32: os2 = os2 ?? index  // 'OS/2'
      case 0x706F_7374: post = post ?? index  // 'post'
      case 0x636D_6170: cmap = cmap ?? index  // 'cmap'
      case 0x686D_7478: hmtx = hmtx ?? index  // 'hmtx'
      default: break
      }
    }
    func record(_ tag: Tag) -> TableDirectory.Record? {
      let index: Int? =
        switch tag.rawValue {
        case 0x6865_6164: head
        case 0x6868_6561: hhea
        case 0x6D61_7870: maxp
        case 0x4F53_2F32: os2
        case 0x706F_7374: post
        case 0x636D_6170: cmap
        default: hmtx
        }
      return index.map(directory.record(at:))
    }

    func required(_ tag: Tag) throws(OpenTypeError) -> ByteReader {
      guard let record = record(tag) else { throw .missingTable(tag) }
      guard record.isInsideFile else {
        throw .malformedTable(tag, reason: "the table extends past the end of the file")
      }
      return ByteReader(data, at: record.offset, limit: record.offset + record.length)
    }
    func optional<Table>(
      _ tag: Tag, _ parse: (ByteReader) throws(OpenTypeError) -> Table
    ) -> Table? {
      guard let record = record(tag), record.isInsideFile else { return nil }
      return try? parse(ByteReader(data, at: record.offset, limit: record.offset + record.length))
    }

    let fontHeader = try FontHeader(try required(FontHeader.tag))
    let header = try HorizontalHeader(try required(HorizontalHeader.tag))
    let profile = try MaximumProfile(try required(MaximumProfile.tag))
    // Each table is parsed straight into this object's storage, without intermediate copies.
    self.data = data
    self.offset = offset
    self.tableDirectory = directory
    self.fontHeader = fontHeader
    self.horizontalHeader = header
    self.maximumProfile = profile
    self.os2 = optional(OS2.tag, OS2.init)
    self.postScript = optional(PostScript.tag, PostScript.init)
    self.characterMap = optional(CharacterMap.tag, CharacterMap.init)
    self.horizontalMetrics = optional(
      HorizontalMetrics.tag, Face.horizontalMetricsParser(header, profile))
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
