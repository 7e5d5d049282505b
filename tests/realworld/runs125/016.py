"""Toy vision-language model: image patch features projected and prepended to text token embeddings (LLaVA-style)."""
import numpy as np
import jax, jax.numpy as jnp
import flax.linen as nn
import optax

CFG = {"vision_hidden": 96, "text_hidden": 64, "vocab": 400, "n_patches": 9, "text_len": 16, "n_heads": 4}
rng = np.random.default_rng(1)


class Projector(nn.Module):
    @nn.compact
    def __call__(self, v):
        # mm_projector: vision_hidden -> LM hidden
        return nn.Dense(CFG["vision_hidden"])(nn.gelu(nn.Dense(CFG["vision_hidden"])(v)))


class TinyVLM(nn.Module):
    @nn.compact
    def __call__(self, patch_feats, input_ids):
        img_tokens = Projector()(patch_feats)
        txt_tokens = nn.Embed(CFG["vocab"], CFG["text_hidden"])(input_ids)
        x = jnp.concatenate([img_tokens, txt_tokens], axis=1)
        h = nn.SelfAttention(num_heads=CFG["n_heads"])(nn.LayerNorm()(x))
        x = x + h
        return nn.Dense(CFG["vocab"])(nn.LayerNorm()(x))[:, CFG["n_patches"]:]


B = 8
patch_feats = rng.normal(size=(B, CFG["n_patches"], CFG["vision_hidden"])).astype(np.float32)
ids = rng.integers(0, CFG["vocab"], size=(B, CFG["text_len"] + 1)).astype(np.int32)
print("config:", CFG)
print("batch: pixel features", patch_feats.shape, "input_ids", ids.shape)
model = TinyVLM()
params = model.init(jax.random.PRNGKey(0), patch_feats, ids[:, :-1])
tx = optax.adamw(1e-3)
opt_state = tx.init(params)


@jax.jit
def step(params, opt_state, pf, ids):
    def loss_fn(p):
        logits = model.apply(p, pf, ids[:, :-1])
        return optax.losses.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss


for i in range(20):
    params, opt_state, loss = step(params, opt_state, patch_feats, ids)
    print(f"step {i} lm_loss {float(loss):.4f}")
