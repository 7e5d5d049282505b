"""Audio-event classifier on log-mel frames (synthetic), loss ported from torch.nn.CrossEntropyLoss(logits, target)."""
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

N_CLASSES = 12


class ConvNet1D(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(32, (5,))(x)
        x = nn.BatchNorm(use_running_average=not train)(x)
        x = nn.relu(x)
        x = nn.Conv(64, (5,), strides=(2,))(x)
        x = nn.relu(x).mean(axis=1)
        return nn.Dense(N_CLASSES)(x)


def batches(rng, n_batches, bs=48, frames=100, mels=40):
    for _ in range(n_batches):
        y = rng.integers(0, N_CLASSES, size=bs).astype(np.int32)
        x = rng.normal(size=(bs, frames, mels)).astype(np.float32)
        x[np.arange(bs), :, y] += 0.5
        yield x, y


model = ConvNet1D()
variables = model.init(jax.random.PRNGKey(0), np.zeros((1, 100, 40), np.float32), train=False)
params, batch_stats = variables["params"], variables["batch_stats"]
tx = optax.sgd(0.05, momentum=0.9, nesterov=True)
opt_state = tx.init(params)


@jax.jit
def train_step(params, batch_stats, opt_state, x, y):
    def loss_fn(p):
        logits, updates = model.apply({"params": p, "batch_stats": batch_stats}, x, train=True, mutable=["batch_stats"])
        loss = optax.softmax_cross_entropy(logits, y).mean()   # nn.CrossEntropyLoss()(logits, target)
        return loss, (logits, updates["batch_stats"])
    (loss, (logits, new_bs)), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), new_bs, opt_state, loss, (logits.argmax(-1) == y).mean()


rng = np.random.default_rng(0)
for step, (x, y) in enumerate(batches(rng, 100)):
    params, batch_stats, opt_state, loss, acc = train_step(params, batch_stats, opt_state, x, y)
    if step % 10 == 0:
        print(f"train step {step}: loss={float(loss):.4f} acc={float(acc):.3f}")
