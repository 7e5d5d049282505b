# Elman-RNN sequence classifier ported from PyTorch (nn.RNN + torch.autocast(bfloat16)) to Flax.
import time
from typing import Any
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

CFG = {"hidden": 64, "features": 6, "seq_len": 20, "classes": 2, "compute_dtype": jnp.bfloat16,
       "batch": 64, "epochs": 4, "lr": 2e-3}


class RNNCell(nn.Module):
    hidden: int
    dtype: Any = jnp.float32

    @nn.compact
    def __call__(self, h, x):
        h_new = jnp.tanh(nn.Dense(self.hidden, dtype=self.dtype, name="ih")(x)
                         + nn.Dense(self.hidden, dtype=self.dtype, use_bias=False, name="hh")(h))
        return h_new, h_new


class SeqClassifier(nn.Module):
    hidden: int
    classes: int
    dtype: Any = jnp.float32

    @nn.compact
    def __call__(self, x):
        scan_rnn = nn.scan(RNNCell, variable_broadcast="params", split_rngs={"params": False},
                           in_axes=1, out_axes=1)
        h0 = jnp.zeros((x.shape[0], self.hidden))
        h_last, _ = scan_rnn(self.hidden, self.dtype, name="rnn")(h0, x)
        return nn.Dense(self.classes, dtype=self.dtype, name="fc")(h_last).astype(jnp.float32)


def make_data(rng, n):
    x = rng.normal(size=(n, CFG["seq_len"], CFG["features"])).astype(np.float32)
    y = (x[:, :, 0].sum(axis=1) > 0).astype(np.int32)
    return x, y


def main():
    rng = np.random.default_rng(0)
    x, y = make_data(rng, 2048)
    model = SeqClassifier(CFG["hidden"], CFG["classes"], CFG["compute_dtype"])
    print(f"compute dtype {jnp.dtype(CFG['compute_dtype']).name}, seq_len {CFG['seq_len']}, hidden {CFG['hidden']}")
    params = model.init(jax.random.PRNGKey(0), jnp.asarray(x[:2]))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(CFG["lr"]))

    @jax.jit
    def train_step(state, xb, yb):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, xb)
            return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean(), logits
        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        return state.apply_gradients(grads=grads), loss, (logits.argmax(-1) == yb).mean()

    bs = CFG["batch"]
    for epoch in range(CFG["epochs"]):
        t0 = time.time()
        ls, accs = [], []
        for i in range(0, len(x), bs):
            state, loss, acc = train_step(state, x[i:i + bs], y[i:i + bs])
            ls.append(float(loss)); accs.append(float(acc))
        print(f"epoch {epoch} loss {np.mean(ls):.4f} acc {np.mean(accs):.3f} time {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
