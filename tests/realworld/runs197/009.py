"""Next-token LM baseline: one-hot encode the token stream in numpy, then train a Flax bigram model."""
import time
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

print(f"[{time.strftime('%H:%M:%S')}] jax {jax.__version__} on {jax.default_backend()}", flush=True)
VOCAB = 32000          # sentencepiece vocab of the original PyTorch pipeline
SEQ = 256
rng = np.random.default_rng(0)
tokens = rng.integers(0, VOCAB, size=(20000, SEQ + 1)).astype(np.int32)   # 20k tokenised lines
print(f"[{time.strftime('%H:%M:%S')}] tokenised corpus: {tokens.shape}", flush=True)

inputs, targets = tokens[:, :-1], tokens[:, 1:]
# same as F.one_hot(inputs, VOCAB).float() in the torch dataloader, done once up front
x_onehot = np.eye(VOCAB, dtype=np.float32)[inputs]
print(f"[{time.strftime('%H:%M:%S')}] one-hot inputs: {x_onehot.shape}", flush=True)

class Bigram(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(VOCAB, use_bias=False)(nn.Dense(128)(x))

model = Bigram()
params = model.init(jax.random.PRNGKey(0), x_onehot[:1])
tx = optax.adam(1e-3); opt = tx.init(params)
for step in range(100):
    xb, yb = x_onehot[step*8:(step+1)*8], targets[step*8:(step+1)*8]
    loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(model.apply(p, xb), yb).mean())(params)
    u, opt = tx.update(g, opt); params = optax.apply_updates(params, u)
    print(f"step {step} loss {float(loss):.4f}")
