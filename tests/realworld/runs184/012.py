"""Speech-command style classifier on MFCC-like features with a background prefetch thread
(replacement for torch DataLoader(num_workers=2, drop_last=True))."""
import queue, threading, time, math, jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.training import train_state

N, BATCH, FEAT, CLASSES = 1000, 64, 40, 8
rng = np.random.default_rng(0)
centers = rng.normal(size=(CLASSES, FEAT)).astype(np.float32)
labels = rng.integers(0, CLASSES, size=N)
feats = (centers[labels] + rng.normal(size=(N, FEAT))).astype(np.float32)

class Prefetcher:
    def __init__(self, x, y, batch_size, drop_last=True, depth=4):
        self.x, self.y, self.bs, self.drop_last = x, y, batch_size, drop_last
        self.q = queue.Queue(maxsize=depth)
    def __len__(self):
        return math.ceil(len(self.x) / self.bs)
    def _worker(self, epoch_seed):
        perm = np.random.default_rng(epoch_seed).permutation(len(self.x))
        stop = len(self.x) - (len(self.x) % self.bs if self.drop_last else 0)
        for i in range(0, stop, self.bs):
            idx = perm[i:i + self.bs]
            self.q.put((self.x[idx], self.y[idx]))
    def start_epoch(self, epoch):
        threading.Thread(target=self._worker, args=(epoch,), daemon=True).start()
    def get(self):
        return self.q.get()

class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(CLASSES)(nn.relu(nn.Dense(128)(x)))

model = Net()
state = train_state.TrainState.create(apply_fn=model.apply,
                                      params=model.init(jax.random.key(0), feats[:1])["params"],
                                      tx=optax.adam(1e-3))

@jax.jit
def train_step(state, xb, yb):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, xb), yb).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

loader = Prefetcher(feats, labels, BATCH, drop_last=True)
steps_per_epoch = len(loader)
print(f"train samples={N} batch={BATCH} steps_per_epoch={steps_per_epoch}", flush=True)
for epoch in range(1, 4):
    loader.start_epoch(epoch)
    t0 = time.time()
    for step in range(1, steps_per_epoch + 1):
        xb, yb = loader.get()
        state, loss = train_step(state, xb, yb)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step}/{steps_per_epoch} loss {float(loss):.4f} "
                  f"({(time.time() - t0) / step * 1000:.1f} ms/step)", flush=True)
    print(f"epoch {epoch} finished", flush=True)
