# Resume a small text classifier from msgpack bytes written by the earlier version of the model code.
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
from flax import serialization
import optax

class TextCNNv1(nn.Module):
    vocab: int = 1000
    dim: int = 64
    @nn.compact
    def __call__(self, tok):
        e = nn.Embed(self.vocab, self.dim)(tok)
        h = nn.relu(nn.Conv(64, (3,))(e)).max(axis=1)
        return nn.Dense(2)(h)

class TextCNN(nn.Module):
    """v2: submodules named to match the PyTorch port (embedding/conv/classifier)."""
    vocab: int = 1000
    dim: int = 64
    @nn.compact
    def __call__(self, tok):
        e = nn.Embed(self.vocab, self.dim, name="embedding")(tok)
        h = nn.relu(nn.Conv(64, (3,), name="conv")(e)).max(axis=1)
        return nn.Dense(2, name="classifier")(h)

rng = np.random.default_rng(0)
tok = rng.integers(0, 1000, size=(512, 40))
lab = (tok[:, :5].sum(1) % 2).astype(np.int32)

old = TextCNNv1()
p = old.init(jax.random.key(0), tok[:2])["params"]
tx = optax.adamw(1e-3)
opt = tx.init(p)
@jax.jit
def step(p, opt, xb, yb):
    def lf(p):
        return optax.softmax_cross_entropy_with_integer_labels(old.apply({"params": p}, xb), yb).mean()
    l, g = jax.value_and_grad(lf)(p)
    u, opt = tx.update(g, opt, p)
    return optax.apply_updates(p, u), opt, l
for i in range(0, 512, 64):
    p, opt, l = step(p, opt, tok[i:i+64], lab[i:i+64])
    print(f"step {i//64} loss {float(l):.4f}")
with open("textcnn_002.msgpack", "wb") as f:
    f.write(serialization.to_bytes({"params": p, "opt_state": opt, "step": 8}))
print("wrote textcnn_002.msgpack")

model = TextCNN()
params = model.init(jax.random.key(1), tok[:2])["params"]
target = {"params": params, "opt_state": tx.init(params), "step": 0}
with open("textcnn_002.msgpack", "rb") as f:
    ckpt = serialization.from_bytes(target, f.read())
print("resumed from step", ckpt["step"])
