"""Small encoder block (flax.nnx) using jax.nn.dot_product_attention; attention/padding mask built as in HF/torch."""
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

B, T, D, H = 16, 20, 64, 4

class Block(nnx.Module):
    def __init__(self, rngs):
        self.qkv = nnx.Linear(D, 3 * D, rngs=rngs)
        self.o = nnx.Linear(D, D, rngs=rngs)
        self.ln = nnx.LayerNorm(D, rngs=rngs)
        self.cls = nnx.Linear(D, 2, rngs=rngs)
    def __call__(self, x, attention_mask):
        q, k, v = jnp.split(self.qkv(self.ln(x)), 3, axis=-1)
        # same as the torch code: (B, T, D) -> (B, heads, T, head_dim) for F.scaled_dot_product_attention
        q, k, v = (t.reshape(B, T, H, D // H).transpose(0, 2, 1, 3) for t in (q, k, v))
        # HF style: attention_mask [batch, seq] -> extended mask [batch, 1, 1, seq]
        mask = attention_mask[:, None, None, :].astype(bool)
        a = jax.nn.dot_product_attention(q, k, v, mask=mask)
        x = x + self.o(a.transpose(0, 2, 1, 3).reshape(B, T, D))
        return self.cls(x.mean(1))

@nnx.jit
def train_step(model, opt, x, m, y):
    loss, g = nnx.value_and_grad(lambda mod: optax.softmax_cross_entropy_with_integer_labels(mod(x, m), y).mean())(model)
    opt.update(model, g)
    return loss

def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, T, D)).astype(np.float32)
    lens = rng.integers(5, T + 1, size=256)
    m = (np.arange(T)[None, :] < lens[:, None]).astype(np.int32)
    y = (lens > 12).astype(np.int32)
    model = Block(nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adamw(1e-3), wrt=nnx.Param)
    for epoch in range(2):
        for i in range(0, 256, B):
            loss = train_step(model, opt, x[i:i+B], m[i:i+B], y[i:i+B])
        print(f"epoch {epoch} loss={float(loss):.4f}")

if __name__ == "__main__":
    main()
