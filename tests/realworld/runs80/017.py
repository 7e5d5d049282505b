# ViT encoder block in flax.nnx; attention switched to the fused kernel as in the GPU training config
import numpy as np
import jax, jax.numpy as jnp
import optax
from flax import nnx

CFG = {"dim": 64, "heads": 4, "patch": 4, "attn_impl": "cudnn", "dtype": "bfloat16"}

class Attention(nnx.Module):
    def __init__(self, dim, heads, rngs):
        self.h = heads
        self.qkv = nnx.Linear(dim, 3 * dim, rngs=rngs)
        self.proj = nnx.Linear(dim, dim, rngs=rngs)
    def __call__(self, x):
        B, T, D = x.shape
        q, k, v = jnp.split(self.qkv(x), 3, -1)
        q, k, v = (t.reshape(B, T, self.h, D // self.h).astype(CFG["dtype"]) for t in (q, k, v))
        o = jax.nn.dot_product_attention(q, k, v, implementation=CFG["attn_impl"])
        return self.proj(o.reshape(B, T, D).astype(jnp.float32))

class ViT(nnx.Module):
    def __init__(self, rngs):
        d = CFG["dim"]
        self.patch = nnx.Linear(CFG["patch"] ** 2 * 3, d, rngs=rngs)
        self.pos = nnx.Param(jax.random.normal(rngs.params(), (1, 64, d)) * 0.02)
        self.ln1 = nnx.LayerNorm(d, rngs=rngs)
        self.attn = Attention(d, CFG["heads"], rngs)
        self.ln2 = nnx.LayerNorm(d, rngs=rngs)
        self.mlp = nnx.Linear(d, d, rngs=rngs)
        self.head = nnx.Linear(d, 10, rngs=rngs)
    def __call__(self, img):
        B = img.shape[0]
        p = CFG["patch"]
        x = img.reshape(B, 8, p, 8, p, 3).transpose(0, 1, 3, 2, 4, 5).reshape(B, 64, -1)
        x = self.patch(x) + self.pos[...]
        x = x + self.attn(self.ln1(x))
        x = x + nnx.gelu(self.mlp(self.ln2(x)))
        return self.head(x.mean(1))

print("backend:", jax.default_backend(), jax.devices())
model = ViT(nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adamw(3e-4), wrt=nnx.Param)

@nnx.jit
def step(model, opt, x, y):
    loss, g = nnx.value_and_grad(
        lambda m: optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean())(model)
    opt.update(model, g)
    return loss

rng = np.random.default_rng(0)
X = rng.normal(size=(64, 32, 32, 3)).astype(np.float32)
Y = rng.integers(0, 10, 64)
for i in range(0, 64, 16):
    print("step", i // 16, "loss", float(step(model, opt, X[i:i+16], Y[i:i+16])))
