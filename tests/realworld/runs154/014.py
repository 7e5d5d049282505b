"""Image-captioning style decoder: bf16 text decoder cross-attending to precomputed (float32) vision features.
Attention ported from torch F.scaled_dot_product_attention to jax.nn.dot_product_attention."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, D, H, T, N_PATCH = 300, 64, 4, 16, 49
COMPUTE_DTYPE = jnp.bfloat16   # torch: with torch.autocast("cuda", dtype=torch.bfloat16)

class CrossAttnBlock(nn.Module):
    @nn.compact
    def __call__(self, x, memory):
        B, L, _ = x.shape
        q = nn.Dense(D, dtype=COMPUTE_DTYPE, name="q_proj")(x).reshape(B, L, H, D // H)
        # vision features are cached on disk in float32; k/v projections kept in full precision "for stability"
        k = nn.Dense(D, name="k_proj")(memory).reshape(B, N_PATCH, H, D // H)
        v = nn.Dense(D, name="v_proj")(memory).reshape(B, N_PATCH, H, D // H)
        o = jax.nn.dot_product_attention(q, k, v)
        return x + nn.Dense(D, dtype=COMPUTE_DTYPE, name="o_proj")(o.reshape(B, L, D))

class Captioner(nn.Module):
    @nn.compact
    def __call__(self, tokens, memory):
        x = nn.Embed(VOCAB, D, dtype=COMPUTE_DTYPE)(tokens)
        for i in range(2):
            x = CrossAttnBlock(name=f"block_{i}")(x, memory)
            x = x + nn.Dense(D, dtype=COMPUTE_DTYPE)(nn.gelu(nn.LayerNorm(dtype=jnp.float32)(x)))
        return nn.Dense(VOCAB, dtype=jnp.float32)(x)

def main():
    rng = np.random.default_rng(0)
    feats = rng.normal(size=(256, N_PATCH, 96)).astype(np.float32)     # cached ViT patch features
    caps = rng.integers(1, VOCAB, size=(256, T + 1)).astype(np.int32)
    print(f"features {feats.shape} {feats.dtype} | captions {caps.shape} | compute dtype {jnp.dtype(COMPUTE_DTYPE).name}")
    model = Captioner()
    params = model.init(jax.random.key(0), caps[:2, :-1], feats[:2])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params,
                                          tx=optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(3e-4)))

    @jax.jit
    def train_step(state, tok, mem):
        def loss_fn(p):
            logits = state.apply_fn({"params": p}, tok[:, :-1], mem)
            return optax.softmax_cross_entropy_with_integer_labels(logits, tok[:, 1:]).mean()
        loss, g = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=g), loss

    for step in range(1, 101):
        b = rng.integers(0, len(caps), size=32)
        state, loss = train_step(state, caps[b], feats[b])
        if step % 10 == 0:
            print(f"step {step} loss {float(loss):.4f}")

if __name__ == "__main__":
    main()
