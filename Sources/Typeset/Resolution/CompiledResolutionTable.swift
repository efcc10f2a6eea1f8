import DynamicType

#if canImport(Synchronization)
  import Synchronization
#endif

/// The resolutions of a compiled typography, made on first use and kept for every later
/// lookup without a lock: one slot per style, platform, category and Bold Text.
///
/// A compiled typography is not checked in the app, so nothing has resolved its styles before
/// the first lookup; a slot is filled by the first lookup that needs it. Two threads may
/// resolve the same slot at once: the first font published wins, and both return it. Slots are
/// atomic pointers (`Synchronization.Atomic`), so a filled slot is read with one acquiring load;
/// where that type is not available (before iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2)
/// the table holds nothing and ``Typography`` uses its locked cache instead.
@usableFromInline final class CompiledResolutionTable: @unchecked Sendable {
  #if canImport(Synchronization)
    /// One slot of the table: a retained `ResolvedFont.Storage`, or `nil` before its first
    /// resolution.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @usableFromInline typealias Slot = Atomic<UnsafeMutableRawPointer?>
  #endif

  /// The slots (`Slot`s), `nil` where atomics are unavailable.
  @usableFromInline let slots: UnsafeMutableRawPointer?
  /// How many slots there are.
  @usableFromInline let count: Int
  /// The row of each style.
  @usableFromInline let rows: StyleRows

  /// Slots per style: every platform, every category, with and without Bold Text.
  @inlinable static var slotsPerStyle: Int { platformCount * categoryCount * 2 }
  /// ``Platform/allCases``'s count, a constant (checked in `init`) so that finding a slot reads
  /// no global.
  @inlinable static var platformCount: Int { 6 }
  /// ``ContentSizeCategory/allCases``'s count, likewise.
  @inlinable static var categoryCount: Int { 12 }
  /// A table for the styles of a compiled typography, with every slot empty.
  init(styleNames: [StyleName]) {
    assert(Platform.allCases.count == Self.platformCount)
    assert(ContentSizeCategory.allCases.count == Self.categoryCount)
    let rows = StyleRows(styleNames)
    self.rows = rows
    let count = rows.count * Self.slotsPerStyle
    self.count = count
    #if canImport(Synchronization)
      if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: count)
        for index in 0..<count { (slots + index).initialize(to: Slot(nil)) }
        self.slots = UnsafeMutableRawPointer(slots)
        return
      }
    #endif
    slots = nil
  }

  deinit {
    #if canImport(Synchronization)
      if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
        let slots = slots?.assumingMemoryBound(to: Slot.self)
      {
        for index in 0..<count {
          if let font = slots[index].load(ordering: .acquiring) {
            Unmanaged<ResolvedFont.Storage>.fromOpaque(font).release()
          }
        }
        slots.deinitialize(count: count)
        slots.deallocate()
      }
    #endif
  }

  /// Whether the table keeps resolutions: atomics are available where the code runs.
  var isEnabled: Bool { slots != nil }

  /// The slot of a style in an environment, or `nil` for a custom style the typography does
  /// not define (its resolution throws and is never kept).
  ///
  /// The slot is that of the category after the app's override and range, before it is
  /// mapped to one the platform has: cheaper to find than the effective category, and the
  /// resolution depends on nothing else, so two slots that map to the same category each keep
  /// an equal font.
  @inlinable @inline(__always)
  func slot(for style: StyleName, in environment: TypeEnvironment) -> Int? {
    guard let row = rows.row(of: style) else { return nil }
    let slot =
      ((row &* Self.platformCount &+ Self.ordinal(of: environment.platform))
        &* Self.categoryCount &+ environment.limitedCategory.rawValue) &* 2
      &+ (environment.isBoldTextEnabled ? 1 : 0)
    return slot < count ? slot : nil
  }

  /// The position of a platform in ``Platform/allCases``, without searching it.
  @inlinable static func ordinal(of platform: Platform) -> Int {
    switch platform {
    case .iOS: 0
    case .iOS7: 1
    case .watchOS: 2
    case .macOS: 3
    case .tvOS: 4
    case .visionOS: 5
    }
  }

  /// The kept resolution of a style in an environment, if a lookup made it already: inlined
  /// into the caller, one acquiring load and a retain.
  @inlinable @inline(__always)
  func keptFont(for style: StyleName, in environment: TypeEnvironment) -> ResolvedFont? {
    #if canImport(Synchronization)
      if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
        let slots = slots?.assumingMemoryBound(to: Slot.self),
        let index = slot(for: style, in: environment),
        let kept = slots[index].load(ordering: .acquiring)
      {
        return ResolvedFont(
          storage: Unmanaged<ResolvedFont.Storage>.fromOpaque(kept).takeUnretainedValue())
      }
    #endif
    return nil
  }

  /// Keeps a style's resolution in an environment for later lookups, and returns the font
  /// kept: `font`, or the one another thread kept first, so that every caller shares one.
  func keep(_ font: ResolvedFont, for style: StyleName, in environment: TypeEnvironment)
    -> ResolvedFont
  {
    #if canImport(Synchronization)
      if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *),
        let slots = slots?.assumingMemoryBound(to: Slot.self),
        let index = slot(for: style, in: environment)
      {
        let published = Unmanaged.passRetained(font.storage).toOpaque()
        let (exchanged, original) = slots[index].compareExchange(
          expected: nil, desired: published, ordering: .acquiringAndReleasing)
        if exchanged { return font }
        Unmanaged<ResolvedFont.Storage>.fromOpaque(published).release()
        if let original {
          return ResolvedFont(
            storage: Unmanaged<ResolvedFont.Storage>.fromOpaque(original).takeUnretainedValue())
        }
      }
    #endif
    return font
  }
}
