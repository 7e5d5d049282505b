# Flax port of a PyTorch tabular regression job. The torch DataLoader(num_workers=2) is replaced by a
# background prefetch thread that feeds fixed-shape batches into a queue (jit wants static shapes).
import math, queue, threading, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

N_TRAIN, BATCH, EPOCHS, FEATURES = 5000, 128, 5, 24

class PrefetchLoader:
    def __init__(self, X, y, batch_size, prefetch=4, seed=0):
        self.X, self.y, self.bs = X, y, batch_size
        self.rng = np.random.default_rng(seed)
        self.prefetch = prefetch
    def __len__(self):
        return math.ceil(len(self.X) / self.bs)
    def _produce(self, q):
        idx = self.rng.permutation(len(self.X))
        for i in range(0, len(idx) - self.bs + 1, self.bs):   # full batches only -> static shapes
            j = idx[i:i+self.bs]
            q.put((self.X[j], self.y[j]))
    def start_epoch(self):
        q = queue.Queue(maxsize=self.prefetch)
        threading.Thread(target=self._produce, args=(q,), daemon=True).start()
        return q

class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = False):
        x = nn.Dense(128)(x); x = nn.silu(x)
        x = nn.Dropout(0.1, deterministic=not train)(x)
        x = nn.Dense(64)(x); x = nn.silu(x)
        return nn.Dense(1)(x)[:, 0]

def main():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(N_TRAIN, FEATURES)).astype(np.float32)
    w = rng.normal(size=FEATURES).astype(np.float32)
    y = (np.sin(X @ w / 3) + 0.1 * rng.normal(size=N_TRAIN)).astype(np.float32)
    loader = PrefetchLoader(X, y, BATCH)
    steps_per_epoch = len(loader)
    print(f"train samples {N_TRAIN}, batch {BATCH}, steps/epoch {steps_per_epoch}")

    model = Regressor()
    key = jax.random.PRNGKey(0)
    params = model.init(key, jnp.zeros((1, FEATURES)))["params"]
    sched = optax.cosine_decay_schedule(3e-3, EPOCHS * steps_per_epoch)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(sched))

    @jax.jit
    def train_step(state, x, t, key):
        def loss_fn(p):
            pred = state.apply_fn({"params": p}, x, train=True, rngs={"dropout": key})
            return jnp.mean((pred - t) ** 2)
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    for epoch in range(EPOCHS):
        q = loader.start_epoch()
        t0 = time.time(); total = 0.0
        for step in range(steps_per_epoch):
            x, t = q.get()
            key, sub = jax.random.split(key)
            state, loss = train_step(state, x, t, sub)
            total += float(loss)
            if step % 10 == 0:
                print(f"epoch {epoch} step {step}/{steps_per_epoch} mse {float(loss):.4f}", flush=True)
        print(f"epoch {epoch} done: mean mse {total/steps_per_epoch:.4f} ({time.time()-t0:.1f}s)", flush=True)

if __name__ == "__main__":
    main()
