import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DocumentsField } from '../../src/resources/customers/DocumentsField';
import { renderInConsole } from './profileFixtures';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));

describe('Add Product: additional documents', () => {
  it(
    "refuses another extension with the file extension helper's message, " +
      "'Only {list} files allowed', sending nothing",
    async () => {
      const onError = vi.fn();
      const onChange = vi.fn();
      renderInConsole(<DocumentsField customerId="CUS1" value={[]} onChange={onChange} onError={onError} />);
      await screen.findByRole('button', { name: 'Upload Document' });
      fireEvent.change(screen.getByTestId('product-documents-input'), {
        target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
      });
      expect(onError).toHaveBeenCalledWith('Only pdf, jpg, jpeg, png files allowed');
      expect(onChange).not.toHaveBeenCalled();
    },
  );
});
