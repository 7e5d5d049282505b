"""Fine-tune a small text classifier: freeze the encoder, train only the head (port of a HF recipe)."""
import jax, jax.numpy as jnp, numpy as np, optax
import flax.linen as nn
from flax.traverse_util import path_aware_map

VOCAB, SEQ, HID, NCLS = 500, 32, 64, 4

class Encoder(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, HID, name="embed")(ids)
        x = nn.LayerNorm(name="ln")(x)
        x = nn.Dense(HID, name="ffn")(nn.gelu(x))
        return x.mean(axis=1)

class Classifier(nn.Module):
    @nn.compact
    def __call__(self, ids):
        h = Encoder(name="encoder")(ids)
        return nn.Dense(NCLS, name="classifier")(h)

rng = np.random.default_rng(0)
ids = rng.integers(0, VOCAB, size=(256, SEQ)).astype(np.int32)
labels = rng.integers(0, NCLS, size=(256,)).astype(np.int32)

model = Classifier()
params = model.init(jax.random.PRNGKey(0), jnp.asarray(ids[:2]))["params"]
print("param groups:", list(params.keys()))

# label every parameter: encoder -> frozen, classifier -> trainable
param_labels = path_aware_map(lambda path, _: "freeze" if path[0] == "encoder" else "train", params)
tx = optax.multi_transform(
    {"frozen": optax.set_to_zero(), "train": optax.adamw(3e-4, weight_decay=0.01)},
    param_labels,
)
opt_state = tx.init(params)

@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

for step in range(20):
    sl = slice((step * 32) % 256, (step * 32) % 256 + 32)
    params, opt_state, loss = train_step(params, opt_state, ids[sl], labels[sl])
    if step % 5 == 0:
        print(f"step {step:3d} | loss {float(loss):.4f}")
