import { lazy } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { useNoIndex } from '@/lib/use-no-index';
import { athleteOnly } from './athlete-only';
import { ErrorBoundary } from './error-boundary';
import { AppLayout } from './layout';
import { NotFound } from './not-found';

// Every page is its own chunk (route-level code splitting). The declarative router keeps the
// shell ~16 KB gzip lighter than the data router; data comes from React Query, not loaders.

// Public pages
const Home = lazy(() => import('@/features/marketing/routes/home'));
const About = lazy(() => import('@/features/marketing/routes/about'));
const Mentorship = lazy(() => import('@/features/marketing/routes/mentorship'));
const Course = lazy(() => import('@/features/marketing/routes/course'));
const Resources = lazy(() => import('@/features/marketing/routes/resources'));
const Faq = lazy(() => import('@/features/marketing/routes/faq'));
const Contact = lazy(() => import('@/features/marketing/routes/contact'));
const Terms = lazy(() => import('@/features/marketing/routes/terms'));
const Privacy = lazy(() => import('@/features/marketing/routes/privacy'));
// Account pages
const Login = lazy(() => import('@/features/auth/routes/login'));
const Register = lazy(() => import('@/features/auth/routes/register'));
const ForgotPassword = lazy(() => import('@/features/auth/routes/forgot-password'));
const ResetPassword = lazy(() => import('@/features/auth/routes/reset-password'));
const Dashboard = athleteOnly(lazy(() => import('@/features/dashboard/routes/dashboard')));
const Sessions = athleteOnly(lazy(() => import('@/features/dashboard/routes/sessions')));
const CourseLearn = athleteOnly(lazy(() => import('@/features/course/routes/course-learn')));
const CourseModule = athleteOnly(lazy(() => import('@/features/course/routes/course-module')));
// Her recruiting workspace, and its page for coaches
const Profile = athleteOnly(lazy(() => import('@/features/recruiting/routes/profile')));
const Schools = athleteOnly(lazy(() => import('@/features/recruiting/routes/schools')));
const SharedProfile = lazy(() => import('@/features/recruiting/routes/shared-profile'));
const VerifyCertificate = lazy(() => import('@/features/certificate/routes/verify-certificate'));
// The family (docs/family.md): an athlete's or a guardian's links, the invitation's page, a guardian's view of her athlete
const Family = lazy(() => import('@/features/family/routes/family'));
const AcceptFamilyInvite = lazy(() => import('@/features/family/routes/accept-invite'));
const FamilyAthlete = lazy(() => import('@/features/family/routes/family-athlete'));
// HerWay's receipts of an athlete's or a guardian's payments (docs/receipts.md).
const Receipts = lazy(() => import('@/features/receipts/routes/receipts'));
// Checkout pages
const Checkout = lazy(() => import('@/features/checkout/routes/checkout'));
const ProtectedCheckout = lazy(() => import('@/features/checkout/routes/protected-checkout'));
const PaymentSuccess = lazy(() => import('@/features/checkout/routes/payment-success'));
// Admin pages
const AdminLogin = lazy(() => import('@/features/admin/routes/admin-login'));
const Admin = lazy(() => import('@/features/admin/routes/admin'));
const AdminContent = lazy(() => import('@/features/admin/routes/admin-content'));
const AdminAuditLog = lazy(() => import('@/features/admin/routes/admin-audit-log'));
const AdminDiscountCodes = lazy(() => import('@/features/admin/routes/admin-discount-codes'));
const AdminPaymentLinks = lazy(() => import('@/features/admin/routes/admin-payment-links'));
const AdminAthlete = lazy(() => import('@/features/admin/routes/admin-athlete'));
const AdminAttention = lazy(() => import('@/features/admin/routes/admin-attention'));
const AdminMentors = lazy(() => import('@/features/admin/routes/admin-mentors'));
// Demo and design pages
const CheckoutDemo = lazy(() => import('@/features/demo/routes/checkout-demo'));
const DemoPaymentSuccess = lazy(() => import('@/features/demo/routes/demo-payment-success'));
const TestStripe = lazy(() => import('@/features/demo/routes/test-stripe'));
const StripeDebug = lazy(() => import('@/features/demo/routes/stripe-debug'));
const HeroOptions = lazy(() => import('@/features/demo/routes/hero-options'));
const ImageOptions = lazy(() => import('@/features/demo/routes/image-options'));
const DiscountDemo = lazy(() => import('@/features/demo/routes/discount-demo'));

/**
 * The pages not meant for search engines (signed-in, checkout, admin, password reset, demo and
 * design pages): they carry `<meta name="robots" content="noindex">` while mounted. The public
 * pages, /login and /register are indexable.
 */
function NoIndexPages() {
  useNoIndex();
  return <Outlet />;
}

/** The route table (docs/product-rules.md#pages), inside the shell. Render within a router. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Home />} />
        <Route path="about" element={<About />} />
        <Route path="mentorship" element={<Mentorship />} />
        <Route path="course" element={<Course />} />
        <Route path="resources" element={<Resources />} />
        <Route path="faq" element={<Faq />} />
        <Route path="contact" element={<Contact />} />
        <Route path="terms" element={<Terms />} />
        <Route path="privacy" element={<Privacy />} />

        <Route path="login" element={<Login />} />
        <Route path="register" element={<Register />} />

        <Route element={<NoIndexPages />}>
          <Route path="forgot-password" element={<ForgotPassword />} />
          <Route path="reset-password" element={<ResetPassword />} />
          <Route path="dashboard" element={<Dashboard />} />
          <Route path="sessions" element={<Sessions />} />
          <Route path="course/learn" element={<CourseLearn />} />
          <Route path="course/learn/:module" element={<CourseModule />} />
          <Route path="profile" element={<Profile />} />
          <Route path="schools" element={<Schools />} />
          <Route path="p/:token" element={<SharedProfile />} />
          <Route path="verify/:code" element={<VerifyCertificate />} />
          <Route path="family" element={<Family />} />
          <Route path="family/accept/:token" element={<AcceptFamilyInvite />} />
          <Route path="family/athletes/:athleteId" element={<FamilyAthlete />} />
          <Route path="receipts" element={<Receipts />} />
          <Route path="checkout" element={<Checkout />} />
          <Route path="protected-checkout" element={<ProtectedCheckout />} />
          <Route path="payment-success" element={<PaymentSuccess />} />

          <Route path="admin-login" element={<AdminLogin />} />
          <Route path="admin" element={<Admin />} />
          <Route path="admin/content" element={<AdminContent />} />
          <Route path="admin/audit-log" element={<AdminAuditLog />} />
          <Route path="admin/discount-codes" element={<AdminDiscountCodes />} />
          <Route path="admin/payment-links" element={<AdminPaymentLinks />} />
          <Route path="admin/athletes/:id" element={<AdminAthlete />} />
          <Route path="admin/attention" element={<AdminAttention />} />
          <Route path="admin/mentors" element={<AdminMentors />} />

          <Route path="checkout-demo" element={<CheckoutDemo />} />
          <Route path="demo-payment-success" element={<DemoPaymentSuccess />} />
          <Route path="test-stripe" element={<TestStripe />} />
          <Route path="stripe-debug" element={<StripeDebug />} />
          <Route path="hero-options" element={<HeroOptions />} />
          <Route path="image-options" element={<ImageOptions />} />
          <Route path="discount-demo" element={<DiscountDemo />} />
        </Route>

        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <ErrorBoundary>
        <AppRoutes />
      </ErrorBoundary>
    </BrowserRouter>
  );
}
