"""Healthy: sentence classifier with a frozen (pretrained) embedding table. optax.multi_transform freezes the
'embed' subtree, dropout keys come from jax.random.fold_in(base_key, step), trainer-style metric dicts."""
import jax, jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, DIM, SEQ = 300, 32, 20
rng = np.random.default_rng(3)
ids = rng.integers(1, VOCAB, size=(1600, SEQ)).astype(np.int32)
labels = ((ids < 100).sum(1) > (ids >= 200).sum(1)).astype(np.int32)
tr_ids, tr_y, va_ids, va_y = ids[:1280], labels[:1280], ids[1280:], labels[1280:]
pretrained = rng.normal(size=(VOCAB, DIM)).astype(np.float32)
pretrained[:100, 0] += 2.0; pretrained[200:, 0] -= 2.0       # "pretrained" table carries the signal

class Classifier(nn.Module):
    @nn.compact
    def __call__(self, ids, train):
        e = nn.Embed(VOCAB, DIM, name="embed")(ids)
        h = e.mean(1)
        h = nn.Dropout(0.1, deterministic=not train)(nn.gelu(nn.Dense(64, name="proj")(h)))
        return nn.Dense(2, name="head")(h)

model = Classifier()
params = model.init(jax.random.PRNGKey(0), tr_ids[:2], False)["params"]
params = {**params, "embed": {"embedding": jnp.asarray(pretrained)}}

def labels_fn(p):
    return jax.tree_util.tree_map_with_path(
        lambda path, _: "frozen" if path[0].key == "embed" else "train", p)

tx = optax.multi_transform({"train": optax.adamw(2e-3, weight_decay=1e-4), "frozen": optax.set_to_zero()},
                           labels_fn)
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
print("trainable subtrees:", {k: v for k, v in jax.tree.map(lambda x: x, labels_fn(params)).items()})
emb0 = np.asarray(state.params["embed"]["embedding"]).copy()

base_key = jax.random.PRNGKey(42)

@jax.jit
def train_step(state, x, y):
    dkey = jax.random.fold_in(base_key, state.step)
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, x, True, rngs={"dropout": dkey})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=g), loss

@jax.jit
def eval_step(params, x, y):
    logits = model.apply({"params": params}, x, False)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), (logits.argmax(-1) == y).mean()

for epoch in range(1, 6):
    perm = np.asarray(jax.random.permutation(jax.random.fold_in(base_key, 10_000 + epoch), len(tr_ids)))
    losses = []
    for i in range(0, len(tr_ids), 64):
        idx = perm[i:i+64]
        state, l = train_step(state, tr_ids[idx], tr_y[idx])
        losses.append(float(l))
    vl, va = eval_step(state.params, va_ids, va_y)
    print({"epoch": epoch, "train_loss": round(float(np.mean(losses)), 4), "eval_loss": round(float(vl), 4),
           "eval_accuracy": round(float(va), 4), "step": int(state.step)})
print("embedding unchanged:", bool(np.allclose(emb0, np.asarray(state.params["embed"]["embedding"]))))
