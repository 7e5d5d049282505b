"""Llama-style decoder with rotary position embeddings, flax.linen + TrainState.
RoPE code ported from the HF LlamaRotaryEmbedding / apply_rotary_pos_emb."""
import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax
from flax.training import train_state

VOCAB, SEQ, D, HEADS = 128, 64, 128, 4
HEAD_DIM = D // HEADS


def rope_cache(seq_len, dim, base=10000.0):
    inv_freq = 1.0 / (base ** (jnp.arange(0, dim, 2, dtype=jnp.float32) / dim))
    t = jnp.arange(seq_len, dtype=jnp.float32)
    freqs = jnp.einsum("i,j->ij", t, inv_freq)
    emb = jnp.concatenate([freqs, freqs], axis=-1)
    return jnp.cos(emb), jnp.sin(emb)


def rotate_half(x):
    x1, x2 = jnp.split(x, 2, axis=-1)
    return jnp.concatenate([-x2, x1], axis=-1)


def apply_rotary_pos_emb(q, k, cos, sin):
    # HF: cos = cos[None, None, :, :]  # [1, 1, seq, dim]
    cos = cos[None, None, :, :]
    sin = sin[None, None, :, :]
    return (q * cos) + (rotate_half(q) * sin), (k * cos) + (rotate_half(k) * sin)


class Attention(nn.Module):
    @nn.compact
    def __call__(self, x):
        B, T, _ = x.shape
        q = nn.DenseGeneral((HEADS, HEAD_DIM), name="q_proj")(x)   # [B, T, H, Dh]
        k = nn.DenseGeneral((HEADS, HEAD_DIM), name="k_proj")(x)
        v = nn.DenseGeneral((HEADS, HEAD_DIM), name="v_proj")(x)
        cos, sin = rope_cache(T, HEAD_DIM)
        q, k = apply_rotary_pos_emb(q, k, cos, sin)
        mask = nn.make_causal_mask(jnp.ones((B, T)))
        out = nn.dot_product_attention(q, k, v, mask=mask)
        return nn.DenseGeneral(D, axis=(-2, -1), name="o_proj")(out)


class Decoder(nn.Module):
    @nn.compact
    def __call__(self, ids):
        x = nn.Embed(VOCAB, D, name="embed_tokens")(ids)
        for i in range(2):
            x = x + Attention(name=f"layers_{i}_attn")(nn.RMSNorm()(x))
            h = nn.RMSNorm()(x)
            x = x + nn.Dense(D)(nn.silu(nn.Dense(2 * D)(h)) * nn.Dense(2 * D)(h))
        return nn.Dense(VOCAB, use_bias=False, name="lm_head")(nn.RMSNorm()(x))


@jax.jit
def train_step(state, ids):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, ids[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    rng = np.random.default_rng(0)
    tokens = rng.integers(1, VOCAB, size=(512, SEQ + 1)).astype(np.int32)
    model = Decoder()
    print("initialising parameters ...")
    params = model.init(jax.random.PRNGKey(0), jnp.asarray(tokens[:2, :-1]))["params"]
    tx = optax.adamw(optax.cosine_decay_schedule(1e-3, 200), weight_decay=0.1)
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)
    for step in range(200):
        batch = jnp.asarray(tokens[rng.integers(0, 512, 8)])
        state, loss = train_step(state, batch)
        if step % 20 == 0:
            print(f"step {step} loss {loss:.4f}")


if __name__ == "__main__":
    main()
