/** Public entry of waitlist: the product page's "Tell me when it's free". Its account page is loaded by the route table. */
export { NotifyMe } from './components/notify-me';
