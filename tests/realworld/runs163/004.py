"""Mini CLIP (image/text dual encoder) contrastive training in Flax linen, ported from open_clip.
logit_scale is a learnable scalar initialised to log(1/0.07), as in CLIP."""
import math
import time
import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

D_IMG, VOCAB, SEQ, EMB = 48, 200, 12, 32


class CLIP(nn.Module):
    @nn.compact
    def __call__(self, img, txt):
        i = nn.Dense(EMB)(nn.gelu(nn.Dense(128)(img)))
        t = nn.Embed(VOCAB, 64)(txt).mean(1)
        t = nn.Dense(EMB)(nn.gelu(nn.Dense(128)(t)))
        i = i / jnp.linalg.norm(i, axis=-1, keepdims=True)
        t = t / jnp.linalg.norm(t, axis=-1, keepdims=True)
        logit_scale = self.param("logit_scale", lambda k: jnp.array(math.log(1 / 0.07), jnp.float32))
        return i, t, logit_scale


def clip_loss(img_emb, txt_emb, logit_scale):
    # open_clip: logits_per_image = logit_scale.exp() * image_features @ text_features.T
    logits = math.exp(logit_scale) * img_emb @ txt_emb.T
    labels = jnp.arange(logits.shape[0])
    return (optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean() +
            optax.softmax_cross_entropy_with_integer_labels(logits.T, labels).mean()) / 2


def make_pairs(n, seed=0):
    rng = np.random.default_rng(seed)
    concept = rng.integers(0, 50, n)
    proto = np.random.default_rng(1).normal(size=(50, D_IMG))
    img = (proto[concept] + 0.3 * rng.normal(size=(n, D_IMG))).astype(np.float32)
    txt = (concept[:, None] * 4 + rng.integers(0, 4, (n, SEQ))).astype(np.int32)
    return img, txt


def main():
    img, txt = make_pairs(4096)
    model = CLIP()
    params = model.init(jax.random.PRNGKey(0), img[:2], txt[:2])["params"]
    print(f"CLIP params: {sum(p.size for p in jax.tree_util.tree_leaves(params)):,}; "
          f"logit_scale init {float(params['logit_scale']):.4f}")
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adamw(5e-4, weight_decay=0.1))

    @jax.jit
    def train_step(state, img, txt):
        def loss_fn(p):
            return clip_loss(*state.apply_fn({"params": p}, img, txt))
        loss, grads = jax.value_and_grad(loss_fn)(state.params)
        return state.apply_gradients(grads=grads), loss

    t0 = time.time()
    for step in range(1, 201):
        idx = np.random.default_rng(step).choice(len(img), 256, replace=False)
        state, loss = train_step(state, img[idx], txt[idx])
        if step % 25 == 0:
            print(f"step {step:4d} | contrastive loss {float(loss):.4f} | "
                  f"scale {math.exp(float(state.params['logit_scale'])):.2f} | {time.time() - t0:.1f}s")


if __name__ == "__main__":
    main()
