"""Tabular classifier with a hand-written numpy input pipeline (shuffle + batch + prefetch-to-device)."""
import logging
import jax, jax.numpy as jnp, numpy as np
import flax.linen as nn, optax
from flax.training import train_state

logging.basicConfig(level=logging.INFO, format="%(asctime)s [%(levelname)s] %(message)s")
log = logging.getLogger("train")

class Dataset:
    def __init__(self, x, y, batch_size, seed):
        self.x, self.y, self.bs = x, y, batch_size
        self.rng = np.random.default_rng(seed)
    def __iter__(self):
        xs = self.x[self.rng.permutation(len(self.x))]
        ys = self.y[self.rng.permutation(len(self.y))]
        for i in range(len(xs) // self.bs):
            yield jax.device_put(xs[i*self.bs:(i+1)*self.bs]), jax.device_put(ys[i*self.bs:(i+1)*self.bs])

class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x, train=False):
        x = nn.relu(nn.Dense(128)(x))
        x = nn.Dropout(0.1, deterministic=not train)(x)
        x = nn.relu(nn.Dense(64)(x))
        return nn.Dense(6)(x)

def main():
    rng = np.random.default_rng(7)
    centers = rng.normal(0, 3, (6, 20))
    y = rng.integers(0, 6, 6000)
    x = (centers[y] + rng.normal(size=(6000, 20))).astype(np.float32)
    y = y.astype(np.int32)
    train_ds = Dataset(x[:5000], y[:5000], 64, seed=0)
    xva, yva = x[5000:], y[5000:]
    model = Classifier()
    key = jax.random.PRNGKey(0)
    params = model.init(key, x[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

    @jax.jit
    def step(state, xb, yb, k):
        def lf(p):
            logits = state.apply_fn({"params": p}, xb, train=True, rngs={"dropout": k})
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits
        (loss, logits), g = jax.value_and_grad(lf, has_aux=True)(state.params)
        return state.apply_gradients(grads=g), loss, (logits.argmax(-1) == yb).mean()

    @jax.jit
    def evaluate(params):
        logits = model.apply({"params": params}, xva)
        return optax.softmax_cross_entropy_with_integer_labels(logits, yva).mean(), (logits.argmax(-1) == yva).mean()

    for epoch in range(8):
        ls, accs = [], []
        for xb, yb in train_ds:
            key, k = jax.random.split(key)
            state, loss, acc = step(state, xb, yb, k)
            ls.append(float(loss)); accs.append(float(acc))
        vl, va = evaluate(state.params)
        log.info({"epoch": epoch, "step": int(state.step), "loss": round(np.mean(ls), 4), "accuracy": round(np.mean(accs), 4),
                  "eval_loss": round(float(vl), 4), "eval_accuracy": round(float(va), 4)})

if __name__ == "__main__":
    main()
