import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@web/testing/fake-api';
import { fieldMessage } from '@web/testing/fields';
import { session } from '@web/testing/fixtures';
import { ProfileTab } from './profile-tab';

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

async function replace(label: string, text: string) {
  await userEvent.clear(screen.getByLabelText(label));
  if (text) await userEvent.type(screen.getByLabelText(label), text);
}

describe('the Profile tab', () => {
  it('shows the e-mail read-only, with "Email cannot be changed"', () => {
    render(<ProfileTab user={session.user} />);
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText('Email cannot be changed')).toBeTruthy();
  });

  it('refuses a full name under 2 or over 50 characters, with the spec’s messages', async () => {
    const api = fakeApi();
    render(<ProfileTab user={session.user} />);
    await replace('Full name', 'A');
    await save();
    expect(fieldMessage('Full name')).toBe('Full name must be at least 2 characters');
    await replace('Full name', 'A'.repeat(51));
    await save();
    expect(fieldMessage('Full name')).toBe('Full name must be less than 50 characters');
    expect(api.count('POST /api/auth/update-user')).toBe(0);
  });

  it('refuses an avatar address that is not a URL', async () => {
    fakeApi();
    render(<ProfileTab user={session.user} />);
    await replace('Avatar URL (optional)', 'my photo');
    await save();
    expect(fieldMessage('Avatar URL (optional)')).toBe('Please enter a valid URL');
  });

  it('saves a valid profile and says so', async () => {
    const api = fakeApi({
      'POST /api/auth/update-user': () => json({ status: true }),
      'GET /api/auth/get-session': () => json(session),
    });
    render(<ProfileTab user={session.user} />);
    await replace('Full name', 'Ada Lovelace');
    await save();
    expect((await screen.findByRole('status')).textContent).toBe('Profile updated successfully');
    await waitFor(() => expect(api.count('POST /api/auth/update-user')).toBe(1));
  });
});
