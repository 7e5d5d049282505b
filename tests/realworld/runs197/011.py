"""Text classifier with a background prefetch thread feeding device batches (flax-examples style)."""
import queue, threading, time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

rng = np.random.default_rng(5)
# records as they come out of the HF datasets -> python dicts conversion
records = [{"input_ids": rng.integers(1, 1000, 32).astype(np.int32), "labels": int(rng.integers(0, 4))} for _ in range(4096)]

def batch_iterator(records, bs):
    while True:
        order = rng.permutation(len(records))
        for i in range(0, len(records) - bs + 1, bs):
            chunk = [records[j] for j in order[i:i+bs]]
            yield {"input_ids": np.stack([r["input_ids"] for r in chunk]),
                   "label": np.array([r["label"] for r in chunk], np.int32)}

def prefetch_to_device(it, size=2):
    q = queue.Queue(maxsize=size)
    def producer():
        for b in it:
            q.put(jax.device_put(b))
    threading.Thread(target=producer, daemon=True).start()
    while True:
        yield q.get()

class Clf(nn.Module):
    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(1000, 64)(ids).mean(1)
        return nn.Dense(4)(nn.relu(nn.Dense(64)(h)))

model = Clf()
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), jnp.ones((1, 32), jnp.int32))["params"],
                                      tx=optax.adam(1e-3))

@jax.jit
def train_step(state, batch):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, batch["input_ids"]), batch["label"]).mean()
    l, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), l

print(f"{time.strftime('%Y-%m-%d %H:%M:%S')} starting training: 2000 steps, batch 64, prefetch 2", flush=True)
it = prefetch_to_device(batch_iterator(records, 64))
t0 = time.time()
for step in range(1, 2001):
    batch = next(it)
    state, loss = train_step(state, batch)
    if step % 100 == 0:
        print(f"{time.strftime('%Y-%m-%d %H:%M:%S')} step {step} loss {float(loss):.4f} ({time.time()-t0:.1f}s)", flush=True)
