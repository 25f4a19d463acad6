import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initAnalytics, trackPageView } from './lib/analytics';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import './styles/global.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

initAnalytics();
router.subscribe('onResolved', ({ toLocation }) => {
  trackPageView(toLocation.pathname + toLocation.searchStr);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
