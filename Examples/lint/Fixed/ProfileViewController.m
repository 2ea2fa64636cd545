#import "ProfileViewController.h"

static const NSInteger kMaxRetries = 20;

@implementation ProfileViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.tableView.contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentAutomatic;
    self.tableView.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:self.tableView];
    UILayoutGuide *guide = self.view.safeAreaLayoutGuide;
    [NSLayoutConstraint activateConstraints:@[
        [self.tableView.topAnchor constraintEqualToAnchor:guide.topAnchor],
        [self.tableView.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
        [self.tableView.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor],
        [self.tableView.bottomAnchor constraintEqualToAnchor:self.view.bottomAnchor],
    ]];
    self.avatarView.layer.cornerRadius = 44;
    [self.avatarView.widthAnchor constraintEqualToConstant:88].active = YES;
    self.nameLabel.font = [UIFont systemFontOfSize:20];
    for (NSInteger attempt = 0; attempt < kMaxRetries; attempt++) {
        [self loadPageAtIndex:attempt];
    }
}

- (void)viewDidLayoutSubviews {
    [super viewDidLayoutSubviews];
    UIEdgeInsets insets = self.view.safeAreaInsets;
    self.footer.frame = CGRectMake(0, CGRectGetHeight(self.view.bounds) - insets.bottom - 49, CGRectGetWidth(self.view.bounds), 49 + insets.bottom);
}

@end
