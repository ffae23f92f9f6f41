import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { Footer } from '../footer';
import { Header } from '../header/header';

export function MainLayout() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Container
        component="main"
        id="main"
        size="xl"
        w="100%"
        px={{ base: 'sm', sm: 'md' }}
        py={{ base: 'md', sm: 'xl' }}
        style={{ flex: 1 }}
      >
        <Outlet />
      </Container>
      <Footer />
    </Box>
  );
}
