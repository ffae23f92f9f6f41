import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { Footer } from '../footer';
import { Header } from '../header/header';
import { PageSlice } from '@/ssr/page-slice';

/**
 * The header, the page and the footer are each a Suspense boundary: taking over a page the server
 * wrote, React hydrates and commits them one at a time, in short tasks a phone can answer a tap
 * between, instead of one long one (decision 030).
 */
export function MainLayout() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PageSlice>
        <Header />
      </PageSlice>
      <Container
        component="main"
        id="main"
        size="xl"
        w="100%"
        px={{ base: 'sm', sm: 'md' }}
        py={{ base: 'md', sm: 'xl' }}
        style={{ flex: 1 }}
      >
        <PageSlice>
          <Outlet />
        </PageSlice>
      </Container>
      <PageSlice>
        <Footer />
      </PageSlice>
    </Box>
  );
}
