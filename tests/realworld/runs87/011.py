# torch Dataset/DataLoader replaced by a simple Python batcher; default_collate replaced by jnp.array(batch)
import jax, jax.numpy as jnp, numpy as np, optax

class TabularDataset:
    def __init__(self, n=5000, d=12, seed=0):
        r = np.random.default_rng(seed)
        self.x = r.normal(size=(n, d)).astype(np.float32)
        self.y = (self.x[:, 0] + self.x[:, 1] > 0).astype(np.int32)
    def __len__(self):
        return len(self.x)
    def __getitem__(self, i):
        return self.x[i], self.y[i]          # same as the torch Dataset

def data_loader(ds, batch_size, shuffle=True, seed=0):
    order = np.random.default_rng(seed).permutation(len(ds)) if shuffle else np.arange(len(ds))
    for i in range(0, len(ds), batch_size):
        batch = [ds[j] for j in order[i:i+batch_size]]
        yield jnp.array(batch)               # torch: default_collate(batch)

ds = TabularDataset()
params = {"w": jnp.zeros((12, 2)), "b": jnp.zeros(2)}
tx = optax.adam(1e-2); opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(x @ p["w"] + p["b"], y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss

print("dataset size", len(ds))
for epoch in range(3):
    for x, y in data_loader(ds, 128, seed=epoch):
        params, opt_state, loss = step(params, opt_state, x, y)
    print("epoch", epoch, "loss", float(loss))
