"""ResNet-style CNN with BatchNorm (port of torchvision-style training loop)."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn


class ResBlock(nn.Module):
    ch: int

    @nn.compact
    def __call__(self, x, train: bool):
        h = nn.Conv(self.ch, (3, 3), use_bias=False)(x)
        h = nn.BatchNorm(use_running_average=not train, momentum=0.9)(h)
        h = nn.relu(h)
        h = nn.Conv(self.ch, (3, 3), use_bias=False)(h)
        h = nn.BatchNorm(use_running_average=not train, momentum=0.9)(h)
        return nn.relu(x + h)


class ResNet(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(16, (3, 3), use_bias=False)(x)
        x = nn.relu(nn.BatchNorm(use_running_average=not train, momentum=0.9)(x))
        x = ResBlock(16)(x, train)
        x = nn.max_pool(x, (2, 2), (2, 2))
        x = ResBlock(16)(x, train)
        x = x.mean(axis=(1, 2))
        return nn.Dense(4)(x)


def make_data(n, rng):
    y = rng.integers(0, 4, n)
    x = rng.normal(size=(n, 12, 12, 3)).astype(np.float32)
    # class = which quadrant is brighter; raw pixel range like un-normalised uint8 images
    for i, c in enumerate(y):
        r, q = divmod(int(c), 2)
        x[i, r * 6:(r + 1) * 6, q * 6:(q + 1) * 6, :] += 1.5
    return (x * 40 + 120).astype(np.float32), y.astype(np.int32)


rng = np.random.default_rng(0)
x_tr, y_tr = make_data(4000, rng)
x_te, y_te = make_data(800, rng)

model = ResNet()
variables = model.init(jax.random.PRNGKey(0), jnp.ones((1, 12, 12, 3)), train=False)
params, batch_stats = variables["params"], variables["batch_stats"]
tx = optax.sgd(optax.cosine_decay_schedule(0.05, 600), momentum=0.9, nesterov=True)
opt_state = tx.init(params)


@jax.jit
def train_step(params, batch_stats, opt_state, x, y):
    def loss_fn(p):
        logits, updates = model.apply({"params": p, "batch_stats": batch_stats}, x, train=True,
                                      mutable=["batch_stats"])
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return loss, (logits, updates)
    (loss, (logits, _)), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = tx.update(grads, opt_state, params)
    params = optax.apply_updates(params, upd)
    return params, opt_state, loss, (logits.argmax(-1) == y).mean()


@jax.jit
def eval_step(params, batch_stats, x, y):
    logits = model.apply({"params": params, "batch_stats": batch_stats}, x, train=False)
    return (logits.argmax(-1) == y).mean()


step = 0
for epoch in range(5):
    perm = rng.permutation(len(x_tr))
    ls, accs = [], []
    for i in range(0, len(perm) - 31, 32):
        b = perm[i:i + 32]
        params, opt_state, loss, acc = train_step(params, batch_stats, opt_state, x_tr[b], y_tr[b])
        ls.append(float(loss)); accs.append(float(acc)); step += 1
    test_acc = float(eval_step(params, batch_stats, x_te, y_te))
    print(f"epoch {epoch} step {step} train_loss {np.mean(ls):.4f} train_acc {np.mean(accs):.4f} test_acc {test_acc:.4f}")
