"""Image regression with a background-thread prefetching loader (replacement for torch DataLoader(num_workers=1))."""
import queue, threading, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state


class PrefetchLoader:
    def __init__(self, x, y, batch_size, seed, depth=2):
        self.x, self.y, self.bs = x, y, batch_size
        self.q = queue.Queue(maxsize=depth)
        self.rng = np.random.default_rng(seed)
        self.thread = threading.Thread(target=self._produce, daemon=False)
        self.thread.start()

    def _produce(self):
        perm = self.rng.permutation(len(self.x))
        for i in range(0, len(perm), self.bs):           # includes the last partial batch
            idx = perm[i:i + self.bs]
            self.q.put((self.x[idx], self.y[idx]))
        self.q.put(None)

    def __iter__(self):
        while (item := self.q.get()) is not None:
            yield item

    def close(self):
        self.thread.join()


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3), strides=2)(x))
        x = nn.relu(nn.Conv(32, (3, 3), strides=2)(x))
        return nn.Dense(1)(x.mean((1, 2)))[:, 0]


rng = np.random.default_rng(0)
X = rng.normal(size=(1000, 24, 24, 1)).astype(np.float32)
T = X[:, 6:18, 6:18, 0].mean((1, 2)) * 10
BS = 64
steps_per_epoch = 12                  # cfg.train.steps_per_epoch (Keras-style), a quick dev run

model = Net()
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), X[:1])["params"],
                                      tx=optax.adam(2e-3))


@jax.jit
def train_step(state, x, t):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((state.apply_fn({"params": p}, x) - t) ** 2))(state.params)
    return state.apply_gradients(grads=g), loss


for epoch in range(5):
    t0 = time.time()
    loader = PrefetchLoader(X, T, BS, seed=epoch)
    losses = []
    for step, (xb, tb) in zip(range(steps_per_epoch), loader):
        state, loss = train_step(state, xb, tb)
        losses.append(float(loss))
        if step % 5 == 0:
            print(f"epoch {epoch} step {step}/{steps_per_epoch} loss {float(loss):.4f}", flush=True)
    loader.close()
    print(f"epoch {epoch} done: mean loss {np.mean(losses):.4f} ({time.time() - t0:.1f}s)", flush=True)
