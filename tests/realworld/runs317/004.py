# Character-level Elman RNN language model written with lax.scan, mixed precision (bf16 compute).
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

VOCAB, HID, T = 64, 128, 32

class CharRNN(nn.Module):
    compute_dtype: jnp.dtype = jnp.bfloat16
    @nn.compact
    def __call__(self, tokens):
        B = tokens.shape[0]
        emb = nn.Embed(VOCAB, HID, dtype=self.compute_dtype)(tokens)
        Wx = self.param("Wx", nn.initializers.lecun_normal(), (HID, HID)).astype(self.compute_dtype)
        Wh = self.param("Wh", nn.initializers.orthogonal(), (HID, HID)).astype(self.compute_dtype)
        b = self.param("b", nn.initializers.zeros, (HID,))
        h0 = jnp.zeros((B, HID), jnp.float32)
        def step_fn(h, x_t):
            h = jnp.tanh(x_t @ Wx + h.astype(self.compute_dtype) @ Wh + b.astype(self.compute_dtype))
            return h, h
        _, ys = jax.lax.scan(step_fn, h0, jnp.swapaxes(emb, 0, 1))
        ys = jnp.swapaxes(ys, 0, 1)
        return nn.Dense(VOCAB, dtype=self.compute_dtype)(ys).astype(jnp.float32)

text = np.random.default_rng(0).integers(0, VOCAB, size=(256, T + 1))
model = CharRNN()
params = model.init(jax.random.key(0), jnp.zeros((2, T), jnp.int32))["params"]
print("param count:", sum(p.size for p in jax.tree_util.tree_leaves(params)))
tx = optax.adam(2e-3)
opt = tx.init(params)

@jax.jit
def step(params, opt, batch):
    def lf(p):
        logits = model.apply({"params": p}, batch[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch[:, 1:]).mean()
    l, g = jax.value_and_grad(lf)(params)
    u, opt = tx.update(g, opt, params)
    return optax.apply_updates(params, u), opt, l

for i in range(0, 256, 32):
    params, opt, loss = step(params, opt, text[i:i+32])
    print(f"step {i//32} loss {float(loss):.4f}")
