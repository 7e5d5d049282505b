"""Healthy run: text-classification MLP over bag-of-embeddings, AdamW + grad clipping, Orbax checkpointing."""
import os
import shutil
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
import orbax.checkpoint as ocp

VOCAB, MAXLEN = 2000, 32
CKPT = os.path.abspath("ckpt_011")
shutil.rmtree(CKPT, ignore_errors=True)


class BagClassifier(nn.Module):
    @nn.compact
    def __call__(self, tokens, train: bool = False):
        mask = (tokens > 0)[..., None]
        e = nn.Embed(VOCAB, 64)(tokens)
        h = (e * mask).sum(1) / mask.sum(1).clip(1)
        h = nn.Dropout(0.1, deterministic=not train)(nn.gelu(nn.Dense(128)(h)))
        return nn.Dense(3)(h)


def make_corpus(n, rng):
    # class decided by which of three keyword groups dominates
    groups = [np.arange(10, 60), np.arange(60, 110), np.arange(110, 160)]
    y = rng.integers(0, 3, n)
    toks = np.zeros((n, MAXLEN), np.int32)
    for i, c in enumerate(y):
        l = rng.integers(8, MAXLEN)
        words = rng.integers(160, VOCAB, l)
        k = rng.integers(2, 5)
        words[rng.choice(l, k, replace=False)] = rng.choice(groups[c], k)
        toks[i, :l] = words
    return toks, y.astype(np.int32)


rng = np.random.default_rng(0)
xtr, ytr = make_corpus(6000, rng)
xva, yva = make_corpus(1000, rng)
model = BagClassifier()
params = model.init(jax.random.PRNGKey(0), xtr[:2])
total_steps = 5 * (len(xtr) // 64)
sched = optax.warmup_cosine_decay_schedule(0.0, 2e-3, 50, total_steps)
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(sched, weight_decay=0.01))
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, x, y, key):
    def loss_fn(p):
        logits = model.apply(p, x, train=True, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, optax.global_norm(grads)


@jax.jit
def accuracy(params, x, y):
    return (model.apply(params, x).argmax(-1) == y).mean()


mngr = ocp.CheckpointManager(CKPT, options=ocp.CheckpointManagerOptions(max_to_keep=2))
key = jax.random.PRNGKey(1)
step = 0
for epoch in range(5):
    perm = rng.permutation(len(xtr))
    losses = []
    for i in range(0, len(perm) - 63, 64):
        b = perm[i:i + 64]
        key, sub = jax.random.split(key)
        params, opt_state, loss, gn = train_step(params, opt_state, xtr[b], ytr[b], sub)
        losses.append(float(loss)); step += 1
    va = float(accuracy(params, xva, yva))
    print(f"epoch {epoch} step {step} loss {np.mean(losses):.4f} grad_norm {float(gn):.3f} "
          f"lr {float(sched(step)):.2e} val_acc {va:.4f}")
    mngr.save(step, args=ocp.args.StandardSave(params))
mngr.wait_until_finished()
restored = mngr.restore(mngr.latest_step(), args=ocp.args.StandardRestore(params))
print(f"restored step {mngr.latest_step()} val_acc {float(accuracy(restored, xva, yva)):.4f}")
mngr.close()
