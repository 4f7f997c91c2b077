import { Component, type ErrorInfo, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { BASE_PATH } from '../../contract/constants';
import { ErrorScreen } from './ErrorScreen';
import { goBack } from './describe';

interface Props {
  /** The app's translate: this boundary sits outside react-admin's i18n context. */
  translate: (key: string) => string;
  children: ReactNode;
}

/**
 * The last line: anything the layout's own boundary did not catch (the app shell, the
 * login page) shows 'Whoa, Page is Crashing.' with Go Back instead of a blank page.
 */
export class CrashBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  // Go Back moves the history; the page behind it gets a fresh start
  private readonly reset = () => this.setState({ error: null });

  override componentDidMount() {
    window.addEventListener('popstate', this.reset);
  }

  override componentWillUnmount() {
    window.removeEventListener('popstate', this.reset);
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('console crashed', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const { translate } = this.props;
    return (
      <ErrorScreen
        fullPage
        title={translate('app.errors.crash.title')}
        detail={this.state.error instanceof Error ? this.state.error.message : undefined}
        action={
          <Button variant="contained" onClick={() => goBack(`${BASE_PATH}/home`)}>
            {translate('app.errors.crash.back')}
          </Button>
        }
      />
    );
  }
}
