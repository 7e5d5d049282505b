"""GPT-style LM using jax.nn.dot_product_attention with the fused cuDNN flash-attention path
(config from the GPU cluster; this smoke test runs on a CPU workstation)."""
import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

CONFIG = {"vocab": 128, "d_model": 64, "n_heads": 4, "seq_len": 32, "attn_impl": "cudnn", "dtype": "bfloat16"}


class CausalSelfAttention(nnx.Module):
    def __init__(self, cfg, rngs):
        d = cfg["d_model"]
        self.h = cfg["n_heads"]
        self.qkv = nnx.Linear(d, 3 * d, rngs=rngs)
        self.proj = nnx.Linear(d, d, rngs=rngs)
        self.impl = cfg["attn_impl"]
        self.dtype = jnp.dtype(cfg["dtype"])

    def __call__(self, x):
        B, T, C = x.shape
        q, k, v = jnp.split(self.qkv(x), 3, axis=-1)
        q, k, v = (t.reshape(B, T, self.h, C // self.h).astype(self.dtype) for t in (q, k, v))
        y = jax.nn.dot_product_attention(q, k, v, is_causal=True, implementation=self.impl)
        return self.proj(y.reshape(B, T, C).astype(x.dtype))


class GPT(nnx.Module):
    def __init__(self, cfg, rngs):
        self.wte = nnx.Embed(cfg["vocab"], cfg["d_model"], rngs=rngs)
        self.wpe = nnx.Embed(cfg["seq_len"], cfg["d_model"], rngs=rngs)
        self.attn = CausalSelfAttention(cfg, rngs)
        self.ln = nnx.LayerNorm(cfg["d_model"], rngs=rngs)

    def __call__(self, ids):
        x = self.wte(ids) + self.wpe(jnp.arange(ids.shape[1]))[None]
        x = x + self.attn(x)
        return self.wte.attend(self.ln(x))


def main():
    cfg = CONFIG
    print("config:", cfg, "| backend:", jax.default_backend())
    model = GPT(cfg, nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.adamw(6e-4, b2=0.95), wrt=nnx.Param)

    @nnx.jit
    def train_step(model, opt, ids):
        def loss_fn(m):
            return optax.softmax_cross_entropy_with_integer_labels(m(ids[:, :-1]), ids[:, 1:]).mean()
        loss, g = nnx.value_and_grad(loss_fn)(model)
        opt.update(model, g)
        return loss

    data = np.random.default_rng(0).integers(0, cfg["vocab"], (256, cfg["seq_len"] + 1)).astype(np.int32)
    for it in range(30):
        loss = train_step(model, opt, jnp.asarray(data[it * 8:(it + 1) * 8]))
        if it % 10 == 0:
            print(f"iter {it}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
