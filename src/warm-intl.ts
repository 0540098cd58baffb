// A worker, started by each prerendered page beside the app's entry script. The first date or
// number format in a page costs tens of milliseconds while the browser loads its formatting
// data; that data is shared by the whole page, so once this worker has paid for it, hydration
// formats prices and dates without the pause on the main thread.
new Intl.DateTimeFormat().format(0)
new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0)
self.close()
