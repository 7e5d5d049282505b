# Text classifier: labels come as class ids from the tokenizer/dataset (like torch CrossEntropyLoss),
# but the loss was swapped to optax.softmax_cross_entropy during the port.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

VOCAB, SEQ, NCLS = 1000, 24, 4
rng = np.random.default_rng(0)
tokens = rng.integers(1, VOCAB, size=(512, SEQ)).astype(np.int32)
labels = rng.integers(0, NCLS, size=(512,)).astype(np.int32)

class TextClassifier(nn.Module):
    @nn.compact
    def __call__(self, ids):
        h = nn.Embed(VOCAB, 64)(ids)
        h = h.mean(axis=1)
        h = nn.relu(nn.Dense(64)(h))
        return nn.Dense(NCLS)(h)

model = TextClassifier()
params = model.init(jax.random.PRNGKey(0), tokens[:1])["params"]
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(2e-3))
opt_state = tx.init(params)

@jax.jit
def step(params, opt_state, ids, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, ids)
        return optax.softmax_cross_entropy(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

for i in range(0, 512, 32):
    params, opt_state, loss = step(params, opt_state, tokens[i:i+32], labels[i:i+32])
    print(f"step {i//32:3d} | loss {float(loss):.4f}")
