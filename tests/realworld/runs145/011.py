"""Sequence classifier with flax.linen nn.RNN(LSTMCell), Trainer-style logging, best-model export with Orbax."""
import os
import shutil
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
import orbax.checkpoint as ocp
from flax.training import train_state

OUT = "/home/user/project/lstm_best"
VOCAB, SEQ, BATCH, EPOCHS = 64, 20, 32, 4


def synth(n, seed):
    r = np.random.default_rng(seed)
    ids = r.integers(1, VOCAB, (n, SEQ)).astype(np.int32)
    y = (np.sum(ids < 16, axis=1) > np.sum(ids >= 48, axis=1)).astype(np.int32)
    return ids, y


class LSTMClassifier(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, 32)(ids)
        h = nn.RNN(nn.OptimizedLSTMCell(64))(x)
        return nn.Dense(2)(h[:, -1])


@jax.jit
def train_step(state, x, y):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(state.apply_fn({"params": p}, x), y).mean()
    l, g = jax.value_and_grad(lf)(state.params)
    return state.apply_gradients(grads=g), l, optax.global_norm(g)


@jax.jit
def eval_step(params, x, y):
    logits = LSTMClassifier().apply({"params": params}, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).sum(), (logits.argmax(-1) == y).sum()


xtr, ytr = synth(2048, 0)
xva, yva = synth(512, 1)
model = LSTMClassifier()
steps_total = EPOCHS * (len(xtr) // BATCH)
sched = optax.linear_schedule(3e-3, 0.0, steps_total)
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), xtr[:1])["params"],
                                      tx=optax.chain(optax.clip_by_global_norm(1.0), optax.adam(sched)))
shutil.rmtree(OUT, ignore_errors=True)
ckptr = ocp.StandardCheckpointer()
best = -1.0
for epoch in range(EPOCHS):
    perm = np.random.default_rng(epoch).permutation(len(xtr))
    for i in range(0, len(xtr) - BATCH + 1, BATCH):
        b = perm[i:i + BATCH]
        state, l, gn = train_step(state, xtr[b], ytr[b])
        s = int(state.step)
        if s % 25 == 0:
            print({"loss": round(float(l), 4), "grad_norm": round(float(gn), 4), "learning_rate": float(sched(s)), "epoch": round(s / (len(xtr) // BATCH), 2)})
    tot_l, tot_c = 0.0, 0
    for i in range(0, len(xva), 128):
        l, c = eval_step(state.params, xva[i:i + 128], yva[i:i + 128])
        tot_l += float(l); tot_c += int(c)
    metrics = {"eval_loss": round(tot_l / len(xva), 4), "eval_accuracy": round(tot_c / len(xva), 4), "epoch": epoch + 1}
    print(metrics)
    if metrics["eval_accuracy"] > best:
        best = metrics["eval_accuracy"]
        shutil.rmtree(OUT, ignore_errors=True)
        ckptr.save(OUT, state.params)
        ckptr.wait_until_finished()
        print(f"Saving model checkpoint to {OUT}")
restored = ckptr.restore(OUT, jax.tree_util.tree_map(ocp.utils.to_shape_dtype_struct, state.params))
_, c = eval_step(restored, xva, yva)
print(f"best eval_accuracy {best:.4f}; reloaded checkpoint accuracy {int(c) / len(xva):.4f}")
