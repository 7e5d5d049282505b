"""Small CIFAR-like CNN with BatchNorm + Dropout (Flax linen), synthetic data."""
import logging, time
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("cnn")

class CNN(nn.Module):
    num_classes: int = 4
    @nn.compact
    def __call__(self, x, train: bool):
        for feat in (16, 32):
            x = nn.Conv(feat, (3, 3))(x)
            x = nn.BatchNorm(use_running_average=not train, momentum=0.9)(x)
            x = nn.relu(x)
            x = nn.avg_pool(x, (2, 2), (2, 2))
        x = x.mean(axis=(1, 2))
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(self.num_classes)(x)

class TrainState(train_state.TrainState):
    batch_stats: dict

def make_data(rng, n):
    y = rng.integers(0, 4, n)
    x = rng.normal(0, 1, (n, 16, 16, 3)).astype(np.float32)
    x[:, :8, :8, 0] += (y == 0)[:, None, None] * 1.5
    x[:, 8:, :8, 1] += (y == 1)[:, None, None] * 1.5
    x[:, :8, 8:, 2] += (y == 2)[:, None, None] * 1.5
    x[:, 8:, 8:, :] += (y == 3)[:, None, None, None] * 1.0
    return x, y.astype(np.int32)

@jax.jit
def train_step(state, x, y, dropout_key):
    def loss_fn(params):
        logits, updates = state.apply_fn({"params": params, "batch_stats": state.batch_stats}, x, train=True,
                                         rngs={"dropout": dropout_key}, mutable=["batch_stats"])
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return loss, (logits, updates)
    (loss, (logits, updates)), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads).replace(batch_stats=updates["batch_stats"])
    return state, loss, (logits.argmax(-1) == y).mean()

@jax.jit
def eval_step(state, x, y):
    logits = state.apply_fn({"params": state.params, "batch_stats": state.batch_stats}, x, train=False)
    return (logits.argmax(-1) == y).mean()

def main():
    rng = np.random.default_rng(0)
    xtr, ytr = make_data(rng, 2048); xte, yte = make_data(rng, 512)
    log.info("devices: %s", jax.devices())
    model = CNN()
    key = jax.random.PRNGKey(0)
    variables = model.init(key, jnp.ones((1, 16, 16, 3)), train=False)
    state = TrainState.create(apply_fn=model.apply, params=variables["params"],
                              batch_stats=variables["batch_stats"], tx=optax.adam(3e-3))
    n_params = sum(p.size for p in jax.tree_util.tree_leaves(state.params))
    log.info("model params: %d", n_params)
    bs = 64
    for epoch in range(1, 5):
        t0 = time.time(); perm = rng.permutation(len(xtr)); losses, accs = [], []
        for i in range(len(xtr) // bs):
            idx = perm[i * bs:(i + 1) * bs]
            key, dk = jax.random.split(key)
            state, loss, acc = train_step(state, xtr[idx], ytr[idx], dk)
            losses.append(float(loss)); accs.append(float(acc))
        val_acc = float(np.mean([eval_step(state, xte[i:i+128], yte[i:i+128]) for i in range(0, len(xte), 128)]))
        log.info("epoch %d train_loss=%.4f train_acc=%.3f val_acc=%.3f time=%.1fs",
                 epoch, np.mean(losses), np.mean(accs), val_acc, time.time() - t0)
    log.info("done")

if __name__ == "__main__":
    main()
