"""pmap data-parallel MLP classifier (port of a torch DDP script) on 4 host CPU devices, step-based loop."""
import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=4")
import time
import numpy as np
import jax, jax.numpy as jnp, optax
import flax.linen as nn
from flax import jax_utils

class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(128)(x)); x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(10)(x)

def load_dataset(n, seed):
    r = np.random.default_rng(seed)
    centers = np.random.default_rng(123).normal(size=(10, 64)) * 0.2
    y = r.integers(0, 10, size=n)
    x = centers[y] + r.normal(size=(n, 64))
    return x.astype(np.float32), y.astype(np.int32)

def get_batches(x, y, batch_size, seed=0):
    """Replacement for torch DataLoader(shuffle=True, drop_last=True, generator=torch.Generator().manual_seed(0))."""
    rng = np.random.default_rng(seed)
    perm = rng.permutation(len(x))
    for i in range(0, len(x) - batch_size + 1, batch_size):
        idx = perm[i:i + batch_size]
        yield x[idx], y[idx]

n_dev = jax.local_device_count()
print(f"Using {n_dev} devices: {jax.devices()}")
xtr, ytr = load_dataset(8192, 0); xte, yte = load_dataset(1024, 1)
BATCH, STEPS, LOG_EVERY = 256, 600, 50

model = Classifier()
params = model.init(jax.random.PRNGKey(0), xtr[:1])["params"]
tx = optax.adam(1e-3)
opt_state = tx.init(params)
params, opt_state = jax_utils.replicate(params), jax_utils.replicate(opt_state)

def shard(a):
    return a.reshape((n_dev, -1) + a.shape[1:])

def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    grads = jax.lax.pmean(grads, "batch")
    updates, opt_state = tx.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    acc = (logits.argmax(-1) == y).mean()
    return params, opt_state, jax.lax.pmean(loss, "batch"), jax.lax.pmean(acc, "batch")

p_train_step = jax.pmap(train_step, axis_name="batch")
p_eval = jax.pmap(lambda p, x: model.apply({"params": p}, x).argmax(-1))

t0 = time.time(); ls, accs = [], []
for step in range(1, STEPS + 1):
    x, y = next(get_batches(xtr, ytr, BATCH))          # torch: x, y = next(iter(train_loader))
    params, opt_state, loss, acc = p_train_step(params, opt_state, shard(x), shard(y))
    ls.append(float(loss[0])); accs.append(float(acc[0]))
    if step % LOG_EVERY == 0:
        preds = np.asarray(p_eval(params, shard(xte))).reshape(-1)
        val_acc = float((preds == yte).mean())
        print(f"step {step}/{STEPS} - {time.time() - t0:.1f}s - loss: {np.mean(ls):.4f} - accuracy: {np.mean(accs):.4f} - val_accuracy: {val_acc:.4f}", flush=True)
        ls, accs = [], []
