import { QueryClientProvider } from '@tanstack/react-query';
import { createTestQueryClient, InasakuProvider } from '@inasaku/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { button, fill, mockGateway, SIGNED_IN, USER } from '../test-utils.spec-support';
import AuthView from './AuthView';

describe('AuthView', () => {
  it('sets the new password with a challenge the shell sign-in page received', async () => {
    const api = mockGateway({ 'POST /auth/complete-new-password': SIGNED_IN });
    const onSignedIn = jest.fn();
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <InasakuProvider>
          <MemoryRouter initialEntries={[{ pathname: '/input-new-password', state: { email: 'staff@example.jp' } }]}>
            <AuthView onSignedIn={onSignedIn} challenge={{ email: 'staff@example.jp', challenge: 'chal-shell' }} />
          </MemoryRouter>
        </InasakuProvider>
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { name: '新しいパスワードの設定' });
    await fill(user, 'new_password', 'Kome2025x');
    await fill(user, 'new_password_confirm', 'Kome2025x');
    await waitFor(() => expect(button('パスワードを設定').disabled).toBe(false));
    await user.click(button('パスワードを設定'));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(USER));
    expect(api.callsTo('POST /auth/complete-new-password')[0].body).toEqual({ challenge: 'chal-shell', new_password: 'Kome2025x' });
  });
});
