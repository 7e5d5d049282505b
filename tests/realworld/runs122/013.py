"""Prepare next-token targets for a small LM: one-hot encode the corpus up front (like a Keras to_categorical recipe)."""
import time
import numpy as np
import jax, jax.numpy as jnp, optax
import flax.linen as nn

VOCAB = 50257          # GPT-2 tokenizer vocab
SEQ = 256
rng = np.random.default_rng(0)
print(f"[{time.strftime('%H:%M:%S')}] tokenizing corpus ...")
tokens = rng.integers(0, VOCAB, size=(40000, SEQ + 1), dtype=np.int64)
print(f"[{time.strftime('%H:%M:%S')}] corpus: {tokens.shape[0]} sequences x {SEQ} tokens")
inputs = tokens[:, :-1]
print(f"[{time.strftime('%H:%M:%S')}] building one-hot targets ...")
targets = np.eye(VOCAB, dtype=np.float32)[tokens[:, 1:]]
print(f"[{time.strftime('%H:%M:%S')}] targets {targets.shape}")

class LM(nn.Module):
    @nn.compact
    def __call__(self, ids):
        return nn.Dense(VOCAB)(nn.Embed(VOCAB, 128)(ids))

model = LM()
params = model.init(jax.random.PRNGKey(0), inputs[:1])["params"]
tx = optax.adam(1e-3); opt = tx.init(params)
for i in range(0, 256, 8):
    loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy(model.apply({"params": p}, inputs[i:i+8]), targets[i:i+8]).mean())(params)
    u, opt = tx.update(g, opt); params = optax.apply_updates(params, u)
    print("loss", float(loss))
