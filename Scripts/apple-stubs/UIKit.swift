// Stub of UIKit for the Linux type-check of the adapters and examples. Test scaffolding, never
// shipped: every declaration is transcribed from the Apple documentation page on the
// `// Apple:` line above it (isolation as documented: views, controls and bar items are
// @MainActor; fonts, descriptors, metrics and trait collections are not); bodies are
// placeholders. NSObject, NSAttributedString and CGFloat come from Foundation on Linux.
@_exported import CoreGraphics
@_exported import CoreText
@_exported import Foundation

// MARK: - Fonts

// Apple: https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject {
  // Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle
  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // Apple: https://developer.apple.com/documentation/uikit/uifont/textstyle/body
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
  }

  // Apple: https://developer.apple.com/documentation/uikit/uifont/weight
  public struct Weight: Hashable, RawRepresentable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    // Apple: https://developer.apple.com/documentation/uikit/uifont/weight/regular
    public static let regular = Weight(rawValue: 0)
  }

  // Apple: https://developer.apple.com/documentation/uikit/uifont/init(descriptor:size:)
  public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}
  // Apple: https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
  public init?(name fontName: String, size fontSize: CGFloat) {}

  // Apple: https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
  // Apple: https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:compatiblewith:)
  open class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont { fatalError() }
  // Apple: https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
  // Apple: https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    fatalError()
  }
  // Apple: https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
  // Apple: https://developer.apple.com/documentation/uikit/uifont/italicsystemfont(ofsize:)
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }

  // Apple: https://developer.apple.com/documentation/uikit/uifont/fontdescriptor
  open var fontDescriptor: UIFontDescriptor { fatalError() }
  // Apple: https://developer.apple.com/documentation/uikit/uifont/fontname
  open var fontName: String { "" }
  // Apple: https://developer.apple.com/documentation/uikit/uifont/pointsize
  open var pointSize: CGFloat { 0 }
  // Apple: https://developer.apple.com/documentation/uikit/uifont/lineheight
  open var lineHeight: CGFloat { 0 }
}

// Apple: https://developer.apple.com/documentation/uikit/uifontdescriptor
open class UIFontDescriptor: NSObject {
  // Apple: https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename
  public struct AttributeName: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // Apple: https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/name
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
  }

  // Apple: https://developer.apple.com/documentation/uikit/uifontdescriptor/init(fontattributes:)
  public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {}
  // Apple: https://developer.apple.com/documentation/uikit/uifontdescriptor/object(forkey:)
  open func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? { nil }
  // Apple: https://developer.apple.com/documentation/uikit/uifontdescriptor/preferredfontdescriptor(withtextstyle:)
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
    -> UIFontDescriptor
  { fatalError() }
}

// Apple: https://developer.apple.com/documentation/uikit/uifontmetrics
open class UIFontMetrics: NSObject {
  // Apple: https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
  public init(forTextStyle textStyle: UIFont.TextStyle) {}
  // Apple: https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:compatiblewith:)
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  { font }
  // Apple: https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:maximumpointsize:compatiblewith:)
  open func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont { font }
  // Apple: https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:compatiblewith:)
  open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  { value }
}

// MARK: - Traits

// Apple: https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  // Apple: https://developer.apple.com/documentation/uikit/uicontentsizecategory/large
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
}

// Apple: https://developer.apple.com/documentation/uikit/uilegibilityweight
public enum UILegibilityWeight: Int, Sendable {
  // Apple: https://developer.apple.com/documentation/uikit/uilegibilityweight/unspecified
  case unspecified = -1
  // Apple: https://developer.apple.com/documentation/uikit/uilegibilityweight/regular
  case regular = 0
  // Apple: https://developer.apple.com/documentation/uikit/uilegibilityweight/bold
  case bold = 1
}

// Apple: https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: NSObject {
  // Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/current
  open class var current: UITraitCollection {
    get { fatalError() }
    set {}
  }
  // Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
  open var preferredContentSizeCategory: UIContentSizeCategory { .large }
  // Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/legibilityweight
  open var legibilityWeight: UILegibilityWeight { .unspecified }
  // Apple: https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
  open var displayScale: CGFloat { 0 }
}

// Apple: https://developer.apple.com/documentation/uikit/uitraitdefinition
public protocol UITraitDefinition {}

// Apple: https://developer.apple.com/documentation/uikit/uitrait
public typealias UITrait = any UITraitDefinition.Type

// Apple: https://developer.apple.com/documentation/uikit/uitraitpreferredcontentsizecategory
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {}

// Apple: https://developer.apple.com/documentation/uikit/uitraitlegibilityweight
public struct UITraitLegibilityWeight: UITraitDefinition {}

// Apple: https://developer.apple.com/documentation/uikit/uitraitenvironment
@MainActor public protocol UITraitEnvironment: NSObjectProtocol {
  // Apple: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
  var traitCollection: UITraitCollection { get }
}

// Apple: https://developer.apple.com/documentation/uikit/uitraitchangeregistration
public protocol UITraitChangeRegistration {}

// Apple: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94
@MainActor public protocol UITraitChangeObservable {
  // Apple: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/traitchangehandler
  typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (
    TraitEnvironment, UITraitCollection
  ) -> Void
}

extension UITraitChangeObservable {
  // Apple: https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
  @discardableResult
  @MainActor public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration { fatalError() }
}

// Apple: https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5
public protocol UIMutableTraits {
  // Apple: https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5/preferredcontentsizecategory
  var preferredContentSizeCategory: UIContentSizeCategory { get set }
  // Apple: https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5/legibilityweight
  var legibilityWeight: UILegibilityWeight { get set }
}

// Apple: https://developer.apple.com/documentation/uikit/uitraitoverrides-swift.struct
public struct UITraitOverrides: UIMutableTraits {
  public var preferredContentSizeCategory: UIContentSizeCategory = .large
  public var legibilityWeight: UILegibilityWeight = .unspecified
  // Apple: https://developer.apple.com/documentation/uikit/uitraitoverrides-swift.struct/remove(_:)
  public mutating func remove(_ trait: UITrait) {}
}

// Apple: https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting
@MainActor public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
  // Apple: https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  var adjustsFontForContentSizeCategory: Bool { get set }
}

// Apple: https://developer.apple.com/documentation/uikit/uiappearance
@MainActor public protocol UIAppearance: NSObjectProtocol {
  // Apple: https://developer.apple.com/documentation/uikit/uiappearance/appearance()
  static func appearance() -> Self
}

// MARK: - Views

// Apple: https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {}

// Apple: https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder, UITraitEnvironment, UITraitChangeObservable,
  UIAppearance
{
  // Apple: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {}
  // Apple: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {}
  public override convenience init() { self.init(frame: .zero) }
  // Apple: https://developer.apple.com/documentation/uikit/uiview/traitcollection
  open var traitCollection: UITraitCollection { fatalError() }
  // Apple: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  // (UIView's page has a disambiguated address; the type's page shows the same declaration)
  // Apple: https://developer.apple.com/documentation/uikit/uitraitoverrides-swift.struct
  @MainActor @preconcurrency open var traitOverrides: UITraitOverrides {
    get { UITraitOverrides() }
    set {}
  }
  // Apple: https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {}
  // Apple: https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden: Bool = false
  // Apple: https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
  open var isUserInteractionEnabled: Bool = true
  // Apple: https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
  open var translatesAutoresizingMaskIntoConstraints: Bool = true
  // Apple: https://developer.apple.com/documentation/uikit/uiview/topanchor
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  // Apple: https://developer.apple.com/documentation/uikit/uiview/bottomanchor
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  // Apple: https://developer.apple.com/documentation/uikit/uiview/leadinganchor
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // Apple: https://developer.apple.com/documentation/uikit/uiview/trailinganchor
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // Apple: https://developer.apple.com/documentation/uikit/uiview/widthanchor
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
  // Apple: https://developer.apple.com/documentation/uikit/uiappearance/appearance()
  open class func appearance() -> Self { fatalError() }
  // Apple: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()
  open func awakeFromNib() {}
}

// Apple: https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {}

// Apple: https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView, UIContentSizeCategoryAdjusting {
  // Apple: https://developer.apple.com/documentation/uikit/uilabel/font
  open var font: UIFont!
  // Apple: https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?
  // Apple: https://developer.apple.com/documentation/uikit/uilabel/attributedtext
  open var attributedText: NSAttributedString?
  // Apple: https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  open var numberOfLines: Int = 1
  // Apple: https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  open var adjustsFontForContentSizeCategory: Bool = false
}

// Apple: https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
  // Apple: https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
  open var contentLayoutGuide: UILayoutGuide { UILayoutGuide() }
  // Apple: https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide
  open var frameLayoutGuide: UILayoutGuide { UILayoutGuide() }
}

// Apple: https://developer.apple.com/documentation/uikit/uitextview
@MainActor open class UITextView: UIScrollView, UIContentSizeCategoryAdjusting {
  // Apple: https://developer.apple.com/documentation/uikit/uitextview/font
  open var font: UIFont?
  // Apple: https://developer.apple.com/documentation/uikit/uitextview/attributedtext
  open var attributedText: NSAttributedString!
  // Apple: https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  open var adjustsFontForContentSizeCategory: Bool = false
}

// Apple: https://developer.apple.com/documentation/uikit/uistackview
@MainActor open class UIStackView: UIView {
  // Apple: https://developer.apple.com/documentation/uikit/uistackview/axis
  open var axis: NSLayoutConstraint.Axis = .horizontal
  // Apple: https://developer.apple.com/documentation/uikit/uistackview/spacing
  open var spacing: CGFloat = 0
  // Apple: https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
  open func addArrangedSubview(_ view: UIView) {}
}

// Apple: https://developer.apple.com/documentation/uikit/uinavigationbar
@MainActor open class UINavigationBar: UIView {
  // Apple: https://developer.apple.com/documentation/uikit/uinavigationbar/titletextattributes
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  // Apple: https://developer.apple.com/documentation/uikit/uinavigationbar/largetitletextattributes
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}

// MARK: - Controls

// Apple: https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
  // Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
    public static let normal = State([])
    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/selected
    public static let selected = State(rawValue: 1 << 2)
  }

  // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // Apple: https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
    public static let valueChanged = Event(rawValue: 1 << 12)
  }

  // Apple: https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

// Apple: https://developer.apple.com/documentation/uikit/uiaction
@MainActor open class UIAction: NSObject {
  // Apple: https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  // (only `handler:` is declared; Apple's other parameters all have default values)
  public convenience init(handler: @escaping UIActionHandler) { self.init() }
  // Apple: https://developer.apple.com/documentation/uikit/uiaction/sender
  open var sender: Any? { nil }
}

// Apple: https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = @MainActor (UIAction) -> Void

// Apple: https://developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {
  // Apple: https://developer.apple.com/documentation/uikit/uibutton/titlelabel
  open var titleLabel: UILabel? { nil }
}

// Apple: https://developer.apple.com/documentation/uikit/uitextfield
@MainActor open class UITextField: UIControl, UIContentSizeCategoryAdjusting {
  // Apple: https://developer.apple.com/documentation/uikit/uitextfield/font
  open var font: UIFont?
  // Apple: https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  open var adjustsFontForContentSizeCategory: Bool = false
}

// Apple: https://developer.apple.com/documentation/uikit/uislider
@MainActor open class UISlider: UIControl {
  // Apple: https://developer.apple.com/documentation/uikit/uislider/value
  open var value: Float = 0
  // Apple: https://developer.apple.com/documentation/uikit/uislider/minimumvalue
  open var minimumValue: Float = 0
  // Apple: https://developer.apple.com/documentation/uikit/uislider/maximumvalue
  open var maximumValue: Float = 1
}

// Apple: https://developer.apple.com/documentation/uikit/uiswitch
@MainActor open class UISwitch: UIControl {
  // Apple: https://developer.apple.com/documentation/uikit/uiswitch/ison
  open var isOn: Bool = false
}

// Apple: https://developer.apple.com/documentation/uikit/uisegmentedcontrol
@MainActor open class UISegmentedControl: UIControl {
  // Apple: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/settitletextattributes(_:for:)
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {}
  // Apple: https://developer.apple.com/documentation/uikit/uisegmentedcontrol/titletextattributes(for:)
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    nil
  }
}

// MARK: - Bar items

// Apple: https://developer.apple.com/documentation/uikit/uibaritem
@MainActor open class UIBarItem: NSObject, UIAppearance {
  // Apple: https://developer.apple.com/documentation/uikit/uibaritem/settitletextattributes(_:for:)
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {}
  // Apple: https://developer.apple.com/documentation/uikit/uibaritem/titletextattributes(for:)
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    nil
  }
  // Apple: https://developer.apple.com/documentation/uikit/uiappearance/appearance()
  open class func appearance() -> Self { fatalError() }
}

// Apple: https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor open class UIBarButtonItem: UIBarItem {}

// Apple: https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor open class UITabBarItem: UIBarItem {}

// MARK: - View controllers

// Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {}
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  open var view: UIView!
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String?
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  open func loadView() {}
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}
  // Apple: https://developer.apple.com/documentation/uikit/uiviewcontroller/traitoverrides-1z1cc
  @MainActor @preconcurrency open var traitOverrides: UITraitOverrides {
    get { UITraitOverrides() }
    set {}
  }
}

// MARK: - Layout

// Apple: https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor open class UILayoutGuide: NSObject {
  // Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  // Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  // Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // Apple: https://developer.apple.com/documentation/uikit/uilayoutguide/widthanchor
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
}

// Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor open class NSLayoutConstraint: NSObject {
  // Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis-swift.enum
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
  // Apple: https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
  open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

// Apple: https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  // Apple: https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  // Apple: https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
}

// Apple: https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
// Apple: https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
// Apple: https://developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {}

// MARK: - Text attributes

// Apple: https://developer.apple.com/documentation/uikit/nsparagraphstyle
open class NSParagraphStyle: NSObject {}

// Apple: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle
open class NSMutableParagraphStyle: NSParagraphStyle {
  // Apple: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/minimumlineheight
  open var minimumLineHeight: CGFloat = 0
  // Apple: https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/maximumlineheight
  open var maximumLineHeight: CGFloat = 0
}

extension NSAttributedString.Key {
  // Apple: https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
  public static let font = NSAttributedString.Key(rawValue: "NSFont")
  // Apple: https://developer.apple.com/documentation/foundation/nsattributedstring/key/paragraphstyle
  public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
  // Apple: https://developer.apple.com/documentation/foundation/nsattributedstring/key/kern
  public static let kern = NSAttributedString.Key(rawValue: "NSKern")
  // Apple: https://developer.apple.com/documentation/foundation/nsattributedstring/key/baselineoffset
  public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
}
