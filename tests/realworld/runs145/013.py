"""Audio-feature classifier; the torch DataLoader(num_workers=2, prefetch_factor=4) is replaced by a
background thread that prefetches numpy batches into a queue."""
import queue
import threading
import time
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

BATCH, EPOCHS = 64, 3


class PrefetchLoader:
    def __init__(self, x, y, batch_size, prefetch=4, shuffle=True):
        self.x, self.y, self.bs, self.prefetch, self.shuffle = x, y, batch_size, prefetch, shuffle
        self.epoch = 0

    def _producer(self, q):
        idx = np.random.default_rng(self.epoch).permutation(len(self.x)) if self.shuffle else np.arange(len(self.x))
        for i in range(0, len(idx) - self.bs + 1, self.bs):
            b = idx[i:i + self.bs]
            q.put((self.x[b], self.y[b]))

    def __iter__(self):
        q = queue.Queue(maxsize=self.prefetch)
        threading.Thread(target=self._producer, args=(q,), daemon=True).start()
        self.epoch += 1
        while True:
            yield q.get()

    def __len__(self):
        return len(self.x) // self.bs


class AudioNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(32, (5,))(x))
        x = nn.relu(nn.Conv(32, (5,), strides=(2,))(x))
        return nn.Dense(8)(x.mean(axis=1))


@jax.jit
def train_step(state, x, y):
    def lf(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (l, logits), g = jax.value_and_grad(lf, has_aux=True)(state.params)
    return state.apply_gradients(grads=g), l, (logits.argmax(-1) == y).mean()


r = np.random.default_rng(0)
y = r.integers(0, 8, 3200).astype(np.int32)
t = np.linspace(0, 1, 100, dtype=np.float32)
x = (np.sin(2 * np.pi * (y[:, None] + 2) * 3 * t)[..., None] + 0.3 * r.normal(size=(3200, 100, 1))).astype(np.float32)
loader = PrefetchLoader(x, y, BATCH)
model = AudioNet()
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), x[:1])["params"],
                                      tx=optax.adam(3e-3))
print(f"train batches per epoch: {len(loader)}", flush=True)
for epoch in range(1, EPOCHS + 1):
    t0 = time.time()
    for step, (xb, yb) in enumerate(loader, 1):
        state, l, a = train_step(state, xb, yb)
        if step % 10 == 0:
            print(f"[epoch {epoch}] step {step}/{len(loader)} loss={float(l):.4f} acc={float(a):.3f}", flush=True)
    print(f"epoch {epoch} finished in {time.time() - t0:.1f}s", flush=True)
