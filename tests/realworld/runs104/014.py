"""Binary image classifier (linen CNN + TrainState), logging with absl like the Flax examples."""
from absl import app, logging
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), (2, 2))
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        x = x.reshape(x.shape[0], -1)
        return nn.Dense(1)(x).squeeze(-1)

def make_data(n, seed):
    r = np.random.default_rng(seed)
    y = r.integers(0, 2, n)
    x = r.normal(size=(n, 12, 12, 1)).astype(np.float32)
    x[y == 1, :, :6, 0] += 0.8            # class 1: brighter left half
    return x, y.astype(np.float32)

@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    acc = ((logits > 0) == (y > 0.5)).mean()
    return grads, loss, acc

def main(argv):
    xtr, ytr = make_data(2048, 0)
    xva, yva = make_data(512, 1)
    model = CNN()
    params = model.init(jax.random.key(0), xtr[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    logging.info("params: %d", sum(p.size for p in jax.tree.leaves(params)))
    step = 0
    for epoch in range(1, 6):
        perm = np.random.default_rng(epoch).permutation(len(xtr))
        for i in range(0, len(xtr), 64):
            idx = perm[i:i+64]
            grads, loss, acc = train_step(state, xtr[idx], ytr[idx])
            state.apply_gradients(grads=grads)
            step += 1
            if step % 16 == 0:
                logging.info("[%d] train_loss=%.4f train_accuracy=%.4f", step, loss, acc)
        vlogits = model.apply({"params": state.params}, xva)
        vloss = float(optax.sigmoid_binary_cross_entropy(vlogits, yva).mean())
        vacc = float(((vlogits > 0) == (yva > 0.5)).mean())
        logging.info("epoch %d: eval_loss=%.4f eval_accuracy=%.4f", epoch, vloss, vacc)
    logging.info("training finished")

if __name__ == "__main__":
    app.run(main)
