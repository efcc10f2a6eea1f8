// A UIKit view controller that shows every style of a typography, with a text size slider
// and a Bold Text switch that override the traits of this screen (iOS 17 and later).
import DynamicType
import Typeset
import TypesetUIKit
import UIKit

final class TypographyViewController: UIViewController {
  private let typography: Typography
  private let stack = UIStackView()
  private let categoryLabel = UILabel()

  init(typography: Typography) {
    self.typography = typography
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("create it in code with init(typography:)")
  }

  override func loadView() {
    let scrollView = UIScrollView()
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
      stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      stack.leadingAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
    ])
    view = scrollView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Typeset"
    let categories = ContentSizeCategory.allCases

    categoryLabel.setTypography(typography, style: .textStyle(.footnote))
    stack.addArrangedSubview(categoryLabel)

    let slider = UISlider()
    slider.minimumValue = 0
    slider.maximumValue = Float(categories.count - 1)
    slider.value = Float(ContentSizeCategory.large.rawValue)
    slider.addAction(
      UIAction { [weak self] action in
        guard let slider = action.sender as? UISlider else { return }
        self?.show(categories[Int(slider.value.rounded())])
      }, for: .valueChanged)
    stack.addArrangedSubview(slider)

    let boldText = UISwitch()
    boldText.addAction(
      UIAction { [weak self] action in
        self?.setBoldText((action.sender as? UISwitch)?.isOn ?? false)
      }, for: .valueChanged)
    stack.addArrangedSubview(boldText)

    for style in typography.styleNames {
      let label = UILabel()
      label.numberOfLines = 0
      label.setTypography(
        typography, style: style,
        text: "\(style): The quick brown fox jumps over the lazy dog")
      stack.addArrangedSubview(label)
    }
    show(.large)
  }

  /// The in-app text size: a trait override of this screen, which the labels observe.
  private func show(_ category: ContentSizeCategory) {
    categoryLabel.text = "Text size: \(category.swiftUIName)"
    if #available(iOS 17.0, *) {
      traitOverrides.preferredContentSizeCategory = UIContentSizeCategory(category)
    }
  }

  private func setBoldText(_ isOn: Bool) {
    if #available(iOS 17.0, *) {
      traitOverrides.legibilityWeight = isOn ? .bold : .regular
    }
  }
}
